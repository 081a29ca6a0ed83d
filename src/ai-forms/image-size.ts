export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size an image's header declares (a PNG's IHDR, a JPEG's first SOFn frame), read before anything decodes it;
 * null when the header is missing, cut short or malformed. The decoder would allocate what the header says, and
 * crashes on headers it cannot make sense of.
 */
export function declaredImageSize(bytes: Buffer, kind: 'png' | 'jpeg'): ImageSize | null {
  return kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
}

const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

/** The IHDR chunk must come first, right after the 8-byte signature: length 13, type, width, height, … */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** Start of frame markers (C0–CF but for C4 DHT, C8 JPG and CC DAC): the segment holds the frame's height and width. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the segments after SOI (FF D8) up to the first frame header; the scan (SOS) or the end (EOI) first: none. */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
    } else if (marker === 0xd9 || marker === 0xda) {
      return null;
    } else {
      const length = bytes.readUInt16BE(at + 2);
      if (length < 2 || at + 2 + length > bytes.length) return null;
      if (isStartOfFrame(marker))
        return length < 8 ? null : sized(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
      at += 2 + length;
    }
  }
  return null;
}
