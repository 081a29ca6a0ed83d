import type {} from '@fastify/multipart';
import { PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from '../common/errors/domain-errors.js';
import { sniffImage } from '../files/image-sniffer.js';
import { AI_FORM_TYPES, type AiFormType } from '../forms/engine/index.js';
import { declaredImageSize } from './image-size.js';
import type { FormUpload, UploadKind } from './offline/extract-data-model.js';

/** The largest form the builder analyses (also @fastify/multipart's file limit, app.setup.ts). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const NOT_A_FORM_FILE = 'Only PDF, JPG and PNG files can be analysed.';
export const FILE_TOO_LARGE = 'The file is larger than 10 MB.';
export const NO_FILE = 'Choose a file to analyse.';
export const BAD_FORM_TYPE = 'Choose a form type: timecard, safety, quote or other.';
export const UNREADABLE_UPLOAD = 'The upload could not be read.';
/** A file whose header, document structure or decoding fails, and any failure of its analysis (analysis/). */
export const UNREADABLE_FILE = 'The file could not be read.';
export const PASSWORD_PROTECTED_PDF = 'The PDF is protected by a password: remove the password and upload it again.';

/** The largest image analysed (a 48-megapixel phone photo fits): decoded, it takes 4 bytes a pixel. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_TOO_LARGE = 'The image is larger than 50 megapixels: make it smaller and upload it again.';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** The images analysed, by the type image-sniffer.ts (which owns the image signatures) names. */
const IMAGE_KINDS: Partial<Record<string, UploadKind>> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** What the bytes are (by their magic number, never the name or declared type), if a form file at all. */
export function uploadKindOf(bytes: Buffer): UploadKind | undefined {
  if (PDF_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'pdf';
  const image = sniffImage(bytes);
  return image ? IMAGE_KINDS[image.mime] : undefined;
}

export const isAiFormType = (value: unknown): value is AiFormType =>
  typeof value === 'string' && (AI_FORM_TYPES as readonly string[]).includes(value);

/**
 * The `file` and `formType` parts of a multipart upload, checked. Anything the multipart reader refuses (a body
 * cut short, a broken boundary, too many parts) is the client's mistake: 400, never a 500. An image's size is
 * taken from its header, before anything decodes it.
 */
export async function readFormUpload(request: FastifyRequest): Promise<{ upload: FormUpload; formType: AiFormType }> {
  if (!request.isMultipart()) throw new InvalidInputError(UNREADABLE_UPLOAD);
  let bytes: Buffer | undefined;
  let formType: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'formType') formType = part.value;
      } else if (part.fieldname === 'file' && !bytes) {
        bytes = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLargeException(FILE_TOO_LARGE);
    throw new InvalidInputError(UNREADABLE_UPLOAD);
  }
  if (!bytes) throw new InvalidInputError(NO_FILE);
  const kind = uploadKindOf(bytes);
  if (!kind) throw new InvalidInputError(NOT_A_FORM_FILE);
  if (!isAiFormType(formType)) throw new InvalidInputError(BAD_FORM_TYPE);
  if (kind !== 'pdf') {
    const size = declaredImageSize(bytes, kind);
    if (!size) throw new InvalidInputError(UNREADABLE_FILE);
    if (size.width * size.height > MAX_IMAGE_PIXELS) throw new InvalidInputError(IMAGE_TOO_LARGE);
  }
  return { upload: { bytes, kind }, formType };
}
