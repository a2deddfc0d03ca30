import sharp from 'sharp';
import { resizableTypes } from './image-widths';

/** The image library could not decode an upload of a type it should read: corrupt or mislabelled. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/**
 * Width and height of an image, for the resolutions media items report. PNG, JPEG, WebP and AVIF
 * are read by sharp (as displayed, after EXIF rotation), which also proves the media route can
 * re-size them: when it cannot read one, this throws UnreadableImageError. GIF and SVG sizes come
 * from their headers (width/height or viewBox) and are optional: undefined when absent.
 */
export async function imageSize(bytes: Buffer, mimeType: string): Promise<{ width: number; height: number } | undefined> {
  if (resizableTypes.has(mimeType)) {
    try {
      const { autoOrient } = await sharp(bytes).metadata();
      return { width: autoOrient.width, height: autoOrient.height };
    } catch {
      throw new UnreadableImageError(`not a readable ${mimeType} image`);
    }
  }
  try {
    if (mimeType === 'image/gif' && bytes.length >= 10) return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    if (mimeType === 'image/svg+xml') return svgSize(bytes.subarray(0, 4096).toString('utf8'));
  } catch {
    // A truncated or odd header: the size is optional, the upload still stands.
  }
  return undefined;
}

function svgSize(text: string) {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1];
  const width = attribute('width');
  const height = attribute('height');
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  return viewBox ? { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) } : undefined;
}
