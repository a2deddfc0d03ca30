/**
 * Media URIs ↔ image objects. Clients keep images as media URIs,
 * `wix:image://v1/<id>/<file name>#originWidth=W&originHeight=H`; the platform sends and takes
 * image objects `{ id, url, width, height }` whose URL serves the file at `<media host>/media/<id>/<file name>`.
 */

/**
 * An image as the platform sends it. External images (a plain URL) have no id.
 *
 * @example
 * const image: MediaImage = { id: '3f1c…', url: 'http://localhost:3000/media/3f1c…/shirt.png', width: 800, height: 600 };
 */
export interface MediaImage {
  id?: string;
  url: string;
  width?: number;
  height?: number;
  altText?: string;
}

/**
 * Where image files are served when no other host is named: the hosted platform's media host.
 *
 * @example
 * imageFromMediaUri(uri, defaultMediaBaseUrl).url; // 'https://static.wixstatic.com/media/…'
 */
export const defaultMediaBaseUrl = 'https://static.wixstatic.com';

const mediaUriPattern = /^wix:image:\/\/v1\/([^/#?]+)\/([^#?]*)(?:#(.*))?$/;

/**
 * A media URI → an image object; a plain http(s) URL passes through as `{ url }`.
 *
 * @example
 * imageFromMediaUri('wix:image://v1/3f1c…/shirt.png#originWidth=800&originHeight=600', 'http://localhost:3000');
 * // { id: '3f1c…', url: 'http://localhost:3000/media/3f1c…/shirt.png', width: 800, height: 600 }
 */
export function imageFromMediaUri(uri: string, mediaBaseUrl: string = defaultMediaBaseUrl): MediaImage {
  const match = mediaUriPattern.exec(uri);
  if (!match) return { url: uri };
  const [, id = '', encodedName = '', fragment = ''] = match;
  const fileName = safeDecode(encodedName) || id;
  const params = new URLSearchParams(fragment);
  const image: MediaImage = { id, url: `${mediaBaseUrl.replace(/\/+$/, '')}/media/${id}/${encodeURIComponent(fileName)}` };
  const width = Number(params.get('originWidth'));
  const height = Number(params.get('originHeight'));
  if (params.has('originWidth') && Number.isFinite(width)) image.width = width;
  if (params.has('originHeight') && Number.isFinite(height)) image.height = height;
  return image;
}

/**
 * An image object → its media URI; an image without an id (an external URL) → its URL.
 *
 * @example
 * mediaUriFromImage({ id: '3f1c…', url: 'http://localhost:3000/media/3f1c…/shirt.png', width: 800, height: 600 });
 * // 'wix:image://v1/3f1c…/shirt.png#originWidth=800&originHeight=600'
 */
export function mediaUriFromImage(image: MediaImage): string {
  if (!image.id) return image.url;
  const path = image.url.split(/[?#]/)[0] ?? '';
  const fileName = safeDecode(path.slice(path.lastIndexOf('/') + 1)) || image.id;
  const size = image.width !== undefined && image.height !== undefined ? `#originWidth=${image.width}&originHeight=${image.height}` : '';
  return `wix:image://v1/${image.id}/${encodeURIComponent(fileName)}${size}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
