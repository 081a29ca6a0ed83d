import { ValidationPipe } from '@nestjs/common';
import { validationExceptionFactory } from '../http/errors.js';

/** The one ValidationPipe: global (app.setup.ts), and for JSON a GraphQL input carries as is (`validateBody`). */
export const VALIDATION_PIPE = new ValidationPipe({
  whitelist: true,
  transform: true,
  exceptionFactory: validationExceptionFactory,
});

/**
 * A request body that reaches a service inside a GraphQL input's JSON (createInvoice's formSubmission, say), checked
 * by the DTO that checks it over REST, with the same messages.
 */
export async function validateBody<T extends object>(type: new () => T, value: unknown): Promise<T> {
  return (await VALIDATION_PIPE.transform(value, { type: 'body', metatype: type })) as T;
}
