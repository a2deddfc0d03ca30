import { isUtf8 } from 'node:buffer';

/**
 * Whether a file's first bytes are those of the type it was declared as, for the binary types the
 * store accepts (OWASP's file upload advice: check the content, not the name or the declared
 * type). An HTML page declared as a PDF or a GIF is refused at upload, not only served with
 * `nosniff`. PNG, JPEG, WebP and AVIF are checked by decoding them (image-size.ts); SVG is text,
 * served under a sandboxing Content-Security-Policy; plain text must be UTF-8 without NUL bytes.
 */
const ascii = (bytes: Buffer, at: number, text: string) => bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

/** A zip archive: a local file header, or the end record of an empty archive. */
const zip = (b: Buffer) => ascii(b, 0, 'PK\x03\x04') || ascii(b, 0, 'PK\x05\x06');

const signatures: Record<string, (bytes: Buffer) => boolean> = {
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  // ISO base media: a box size, then `ftyp`.
  'video/mp4': (b) => ascii(b, 4, 'ftyp'),
  // Matroska/WebM: the EBML magic number.
  'video/webm': (b) => b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3,
  // An ID3 tag, or an MPEG audio frame's sync bits.
  'audio/mpeg': (b) => ascii(b, 0, 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  'audio/ogg': (b) => ascii(b, 0, 'OggS'),
  'audio/wav': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'),
  // Readers accept a header anywhere in the first kilobyte (some writers put bytes before it).
  'application/pdf': (b) => b.subarray(0, 1024).includes('%PDF-', 0, 'latin1'),
  'application/zip': zip,
  'application/x-zip-compressed': zip,
  // An EPUB is a zip that holds at least its mimetype file.
  'application/epub+zip': (b) => ascii(b, 0, 'PK\x03\x04'),
  'text/plain': (b) => !b.includes(0) && isUtf8(b),
};

/** False when `mimeType` has a known signature and `bytes` do not start with it. */
export function matchesDeclaredType(bytes: Buffer, mimeType: string): boolean {
  return signatures[mimeType]?.(bytes) ?? true;
}
