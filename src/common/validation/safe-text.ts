import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { InvalidFieldsError } from '../errors/domain-errors.js';

/**
 * NUL, and half of a UTF-16 surrogate pair: PostgreSQL refuses the first in text and JSON, and the second cannot be
 * written as UTF-8 at all (a JSON column refuses it, a text column would silently store a replacement character).
 */
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates.';

export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

/**
 * The path (`customer.name`, `events.1.properties.page`) of the first unsafe text in a parsed value, keys
 * included; '' for the value itself; null when every text is safe. The value comes from a parser that bounds its
 * nesting, so the recursion is shallow.
 */
export function unsafeTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return itemPath;
    const found = unsafeTextPath(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Global pipe: every argument a handler receives — REST path parameters, query and body, GraphQL arguments from
 * variables or from literals in the document — is refused with a 400 naming the field when any text in it, keys
 * included, is unsafe (isSafeText). Decorators that read the caller (custom) are left alone.
 */
@Injectable()
export class SafeTextPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    const path = type === 'custom' ? null : unsafeTextPath(value);
    if (path === null) return value;
    const field = [data, path].filter(Boolean).join('.') || String(type);
    throw new InvalidFieldsError({ [field]: [UNSAFE_TEXT_MESSAGE] });
  }
}
