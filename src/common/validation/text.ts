import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Length } from 'class-validator';

const trimValue = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Trims text input, so that blank text counts as empty. */
export const Trimmed = (): PropertyDecorator => Transform(trimValue);

/** Trimmed, 1 to `max` characters; one message for missing and blank, another for too long. */
export const RequiredText = (message: string, label: string, max = 100): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    Length(1, max, {
      message: ({ value }) =>
        typeof value === 'string' && value.length > max ? `${label} must be at most ${max} characters.` : message,
    }),
  );
