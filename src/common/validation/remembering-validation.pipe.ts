import { ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';

/** Inputs remembered at most; the memory is emptied when it is full. */
const MAX_REMEMBERED = 5_000;
/** An input whose JSON is longer is validated every time: large inputs (submissions, templates) rarely repeat. */
const MAX_KEY_LENGTH = 2_048;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Nest's ValidationPipe (with `transform`), remembering what it made of an input that passed. Most requests send the
 * same few inputs (the schedule's filters, a list's page size): class-transformer and class-validator built and
 * checked the same instance every time, about a tenth of a small read's CPU. An object input of plain JSON data is
 * known by its class and its JSON; once it passed, the same input gets a copy of the instance made then (the class's
 * prototype, its own properties copied deeply), and what a handler does to its copy stays there.
 *
 * This holds because the rules are functions of the input alone: class-validator's, the app's `ValidateBy` rules and
 * `@Transform`s. A rule that depends on the time must only become more lenient as time passes (`NotInFuture`: a time
 * not after now stays so): only passing inputs are remembered. An input that fails, or holds anything but plain data
 * (`undefined`, a Date, a binary value, a prototype key), or that the pipe does not validate, goes through the pipe as
 * always, with its errors.
 */
export class RememberingValidationPipe extends ValidationPipe {
  private readonly passed = new Map<Type, Map<string, object>>();
  private remembered = 0;

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    const key = metatype && this.isTransformEnabled && this.toValidate(metadata) ? inputKey(value) : null;
    if (key === null) return super.transform(value, metadata);
    const known = this.passed.get(metatype!)?.get(key);
    if (known) return copyOf(known);
    const entity: unknown = await super.transform(value, metadata);
    if (isCopyable(entity)) this.remember(metatype!, key, copyOf(entity));
    return entity;
  }

  private remember(metatype: Type, key: string, entity: object): void {
    if (this.remembered >= MAX_REMEMBERED) {
      this.passed.clear();
      this.remembered = 0;
    }
    let byKey = this.passed.get(metatype);
    if (!byKey) {
      byKey = new Map();
      this.passed.set(metatype, byKey);
    }
    byKey.set(key, entity);
    this.remembered++;
  }
}

/** Whether a value is JSON data through and through (no undefined, no prototype keys, only plain objects). */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const [key, property] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(key) || !isPlainData(property)) return false;
  }
  return true;
}

/**
 * The JSON of an object input of plain data that is short enough to remember, else null. An absent input (an optional
 * filter not sent) is validated as an empty object: it is remembered too.
 */
function inputKey(value: unknown): string | null {
  if (value === undefined || value === null) return String(value);
  if (typeof value !== 'object' || Array.isArray(value) || !isPlainData(value)) return null;
  const key = JSON.stringify(value);
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/** Whether copyOf copies a value exactly: primitives, arrays, and objects of own enumerable properties. */
function isCopyable(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const copyable = (item: unknown): boolean => {
    if (typeof item === 'function' || typeof item === 'symbol') return false;
    if (typeof item !== 'object' || item === null) return true;
    if (Array.isArray(item)) return item.every(copyable);
    if (item instanceof Date || item instanceof Map || item instanceof Set || ArrayBuffer.isView(item)) return false;
    const keys = Object.keys(item);
    return Reflect.ownKeys(item).length === keys.length && keys.every((key) => copyable((item as never)[key]));
  };
  return copyable(value);
}

/** A deep copy keeping each object's prototype (the DTO classes). */
function copyOf<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  for (const [key, property] of Object.entries(value)) copy[key] = copyOf(property);
  return copy as T;
}
