export interface ImageType {
  mime: string;
  ext: string;
}

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean =>
  bytes.length >= offset + text.length && [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

const SIGNATURES: { type: ImageType; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    type: { mime: 'image/png', ext: 'png' },
    matches: (b) => ascii(b, 0, '\x89PNG\r\n\x1a\n'),
  },
  {
    type: { mime: 'image/jpeg', ext: 'jpg' },
    matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: { mime: 'image/gif', ext: 'gif' },
    matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  },
  {
    type: { mime: 'image/webp', ext: 'webp' },
    matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  },
  {
    type: { mime: 'image/bmp', ext: 'bmp' },
    matches: (b) => ascii(b, 0, 'BM') && b.length >= 26,
  },
];

/**
 * The image type the bytes really are, judged from their magic numbers, or null. SVG is deliberately not
 * recognised: it is XML that can carry scripts.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
