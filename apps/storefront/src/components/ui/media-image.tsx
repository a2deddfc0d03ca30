/** One width an image is served at, as catalogue media list them (`image.resolutions`). */
export interface ImageResolution {
  url: string;
  width?: number;
}

/** `url 400w, …` for the sizes whose width is known; undefined when there are none (SVG, external URLs). */
function srcSetOf(resolutions: readonly ImageResolution[] | undefined): string | undefined {
  const known = (resolutions ?? []).filter((size) => size.width);
  return known.length ? known.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
}

/**
 * A lazy catalogue image that reserves its box before it loads (width and height give the aspect
 * ratio), so grids do not shift. With `resolutions` (uploaded PNG, JPEG, WebP, AVIF) the browser
 * picks the smallest copy that fills `sizes`, the width it will be drawn at; without them (SVG)
 * the one `src` is used.
 */
export function MediaImage({
  src,
  alt,
  width,
  height,
  sizes,
  resolutions,
  eager = false,
  className,
}: {
  src: string | undefined;
  alt: string;
  width?: number;
  height?: number;
  sizes: string;
  resolutions?: readonly ImageResolution[];
  eager?: boolean;
  className?: string;
}) {
  if (!src) return <div className={`media-placeholder ${className ?? ''}`} role="img" aria-label={alt} />;
  const srcSet = srcSetOf(resolutions);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width ?? 800}
      height={height ?? 800}
      sizes={srcSet ? sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
