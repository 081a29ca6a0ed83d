import { expect } from '@jest/globals';
import { InvalidFieldsError, type FieldErrors } from '../../src/common/errors/domain-errors.js';
import { validateBody } from '../../src/common/validation/validation-pipe.js';

/** How `validateBody` refuses `body` as a `type`: its messages by field path (failing the test if it takes it). */
export async function refusal(type: new () => object, body: unknown): Promise<FieldErrors | undefined> {
  const error = await validateBody(type, body).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidFieldsError);
  return (error as InvalidFieldsError).errors;
}
