/**
 * The widths raster images are served at. A short fixed list, not any width a client asks for:
 * each file then has at most this many variants per format, so nobody can make the server render
 * (and cache) an unbounded number of them. This file imports nothing, so the catalogue's media view
 * can use it without pulling in the image library.
 */
export const imageWidths = [200, 400, 800, 1200] as const;

/** Upload types the media route re-sizes; GIF (animation), SVG (already scalable) and others are served as stored. */
export const resizableTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);

/** Names a catalogue item may carry when it was stored before its type was recorded. */
const resizableName = /\.(png|jpe?g|webp|avif)$/i;

/** Whether the media route serves this file at the standard widths. */
export function isResizable(mimeType: string | undefined, fileName: string | undefined): boolean {
  return mimeType ? resizableTypes.has(mimeType) : resizableName.test(fileName ?? '');
}

/** The allowed width nearest to a requested one; a tie goes to the larger, which looks sharper. */
export function snapWidth(requested: number): number {
  let best: number = imageWidths[0];
  for (const width of imageWidths) if (Math.abs(width - requested) <= Math.abs(best - requested)) best = width;
  return best;
}

/**
 * The sizes an image of `originalWidth` px is served at, smallest first: `param` is the `w` to ask
 * for, `width` what comes back (never more than the original, which is never enlarged). Past the
 * largest standard width the original itself is the last size (`param` undefined).
 */
export function servedWidths(originalWidth: number): Array<{ param?: number; width: number }> {
  const sizes: Array<{ param?: number; width: number }> = [];
  for (const width of imageWidths) {
    if (width >= originalWidth) return [...sizes, { param: width, width: originalWidth }];
    sizes.push({ param: width, width });
  }
  return [...sizes, { width: originalWidth }];
}
