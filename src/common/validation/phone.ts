import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Matches, type ValidationArguments } from 'class-validator';

/*
 * Phone numbers, one place for every form's rule. The spec gives three forms three rules, each with its own text:
 * the user form stores `+1##########` (spec 1 §9), the branch form keeps what was typed (###-###-####), and the job
 * form's customer phones are ten digits sent without separators (spec 2 §5).
 */

/** A stored user phone: plus, 1-9, then 9 to 14 digits (spec 1 §9, admin variant). */
export const STORED_PHONE = /^\+[1-9]\d{9,14}$/;

/** A typed North-American number: ten digits, optional parentheses around the area code, `-`, `.` or space. */
export const TYPED_PHONE = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

export const PHONE_FORMAT = 'Phone number not in correct format. Ex: ###-###-####';
export const PHONE_TOO_SHORT = 'Phone must be at least 10 characters';
export const PHONE_TOO_LONG = 'Phone number is too long';

/** Separators dropped: what the job form sends and stores. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Blank becomes absent; ten digits (separators allowed) become +1 and the digits; anything else is left to validation. */
export function normalizePhone(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const digits = trimmed.replace(/[\s().-]/g, '');
  return /^\d{10}$/.test(digits) ? `+1${digits}` : digits;
}

/** A ten-digit phone given as digits; empty means none. The job form's texts for too few and too many digits. */
export function phoneProblem(digits: string): string | null {
  if (!digits) return null;
  if (digits.length < 10) return PHONE_TOO_SHORT;
  return digits.length > 10 ? PHONE_TOO_LONG : null;
}

/** A field of `TYPED_PHONE`, kept as typed (branches). */
export const IsTypedPhone = (message = PHONE_FORMAT): PropertyDecorator =>
  applyDecorators(IsString({ message }), Matches(TYPED_PHONE, { message }));

/** A field stored as `STORED_PHONE`: ten digits with separators become +1##########, blank becomes absent (users). */
export const IsStoredPhone = (message: string | ((args: ValidationArguments) => string)): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => normalizePhone(value)),
    Matches(STORED_PHONE, { message }),
  );

/** Text to digits: blank or separator-only text becomes null (the job form's customer phones). */
export const toPhoneDigits = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? digitsOnly(value) || null : value;
