/**
 * Width and height of a video from its container header, for the resolution a media item reports:
 * WebM/Matroska (the Video element's PixelWidth and PixelHeight) and MP4/QuickTime (the first
 * track header with a picture size). Undefined when the header is missing or odd; the size is
 * optional, the upload still stands.
 */
export function videoSize(bytes: Buffer, mimeType: string): { width: number; height: number } | undefined {
  try {
    if (mimeType === 'video/webm') return webmSize(bytes);
    if (mimeType === 'video/mp4') return mp4Size(bytes);
  } catch {
    // Truncated header.
  }
  return undefined;
}

/** An EBML variable-length integer at `offset`: its value (marker bit removed when `strip`) and length. */
function vint(bytes: Buffer, offset: number, strip: boolean): { value: number; length: number } | undefined {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  let value = strip ? first & (0xff >> length) : first;
  for (let i = 1; i < length; i++) value = value * 256 + bytes[offset + i]!;
  return { value, length };
}

const webmVideo = 0xe0;
const webmPixelWidth = 0xb0;
const webmPixelHeight = 0xba;
/** Master elements walked into on the way to Video: Segment, Tracks, TrackEntry. */
const webmParents = new Set([0x18538067, 0x1654ae6b, 0xae]);

function webmSize(bytes: Buffer, start = 0, end = Math.min(bytes.length, 1 << 20)): { width: number; height: number } | undefined {
  let offset = start;
  while (offset < end) {
    const id = vint(bytes, offset, false);
    const size = id && vint(bytes, offset + id.length, true);
    if (!id || !size) return undefined;
    const body = offset + id.length + size.length;
    // An "unknown size" (all ones) master element runs to the end of its parent.
    const bodyEnd = size.value === 2 ** (7 * size.length) - 1 ? end : Math.min(end, body + size.value);
    if (id.value === webmVideo) {
      let width: number | undefined;
      let height: number | undefined;
      for (let inner = body; inner < bodyEnd; ) {
        const childId = vint(bytes, inner, false);
        const childSize = childId && vint(bytes, inner + childId.length, true);
        if (!childId || !childSize) break;
        const value = bytes.readUIntBE(inner + childId.length + childSize.length, Math.min(childSize.value, 6));
        if (childId.value === webmPixelWidth) width = value;
        if (childId.value === webmPixelHeight) height = value;
        inner += childId.length + childSize.length + childSize.value;
      }
      return width && height ? { width, height } : undefined;
    }
    if (webmParents.has(id.value)) return webmSize(bytes, body, bodyEnd);
    offset = bodyEnd; // The EBML header, SeekHead, Info, Tags…: skipped whole.
  }
  return undefined;
}

function mp4Size(bytes: Buffer, start = 0, end = bytes.length): { width: number; height: number } | undefined {
  for (let offset = start; offset + 8 <= end; ) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) size = end - offset;
    if (size < 8) return undefined;
    if (type === 'moov' || type === 'trak') {
      const found = mp4Size(bytes, offset + 8, Math.min(end, offset + size));
      if (found) return found;
    }
    if (type === 'tkhd') {
      // Width and height are the box's last 8 bytes, 16.16 fixed point; sound tracks have 0 × 0.
      const width = bytes.readUInt32BE(offset + size - 8) >>> 16;
      const height = bytes.readUInt32BE(offset + size - 4) >>> 16;
      if (width && height) return { width, height };
    }
    offset += size;
  }
  return undefined;
}
