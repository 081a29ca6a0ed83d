import { sniffImage } from '@server/files/image-sniffer';

/** Spec 1 §5 and §8: what the image chooser says to a file that is not an image. */
export const NOT_AN_IMAGE = 'File Is NOT Image!';
/** Spec 1 §5: larger images are scaled down before they are sent. */
export const MAX_IMAGE_BYTES = 2_000_000;
const MAX_SCALED_SIDE = 500;

/** An image in a form: `src` shows it; `data` and `mime` are present only for a newly chosen image. */
export interface ImageValue {
  src: string;
  /** Base64 data without the data-URL prefix, as the server takes it (spec 1 §5). */
  data?: string;
  mime?: string;
}

interface Size {
  width: number;
  height: number;
}

/** The size to draw an image at: unchanged up to 2,000,000 bytes, else within 500x500 keeping its aspect. */
export function scaledSize(size: Size, bytes: number): Size {
  if (bytes <= MAX_IMAGE_BYTES) return size;
  const factor = Math.min(1, MAX_SCALED_SIDE / size.width, MAX_SCALED_SIDE / size.height);
  return {
    width: Math.max(1, Math.round(size.width * factor)),
    height: Math.max(1, Math.round(size.height * factor)),
  };
}

/** Splits a data URL into the image value the form keeps. */
export function imageFromDataUrl(dataUrl: string): ImageValue {
  const [prefix, data] = dataUrl.split(',', 2);
  return { src: dataUrl, data, mime: /^data:([^;]+)/.exec(prefix)?.[1] };
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(NOT_AN_IMAGE));
    image.src = src;
  });
}

/** Redraws a large image on a canvas at the scaled size, quality 100 (PNG for types a canvas cannot write). */
async function scaleDown(dataUrl: string, file: File, mime: string): Promise<string> {
  const image = await loadImage(dataUrl);
  const { width, height } = scaledSize({ width: image.naturalWidth, height: image.naturalHeight }, file.size);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL(mime, 1);
}

/**
 * Reads a chosen file into an image value; rejects with "File Is NOT Image!" unless its bytes are an image
 * (the same check the server makes: a name or declared type proves nothing).
 */
export async function readImage(file: File): Promise<ImageValue> {
  const read = await readAsDataUrl(file);
  const head = atob(read.slice(read.indexOf(',') + 1, read.indexOf(',') + 1 + 44));
  const type = sniffImage(Uint8Array.from(head, (char) => char.charCodeAt(0)));
  if (!type) throw new Error(NOT_AN_IMAGE);
  const dataUrl = read.replace(/^data:[^;,]*/, `data:${type.mime}`);
  return imageFromDataUrl(file.size > MAX_IMAGE_BYTES ? await scaleDown(dataUrl, file, type.mime) : dataUrl);
}
