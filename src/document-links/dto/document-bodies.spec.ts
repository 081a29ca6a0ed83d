import { describe, expect, it } from '@jest/globals';
import { InvalidFieldsError } from '../../common/errors/domain-errors.js';
import { validateBody } from '../../common/validation/validation-pipe.js';
import { SIGNATURE_INVALID } from '../document-rules.js';
import { ApproveDocumentBody, recipientsOf, SendFormSubmissionInput } from './document-bodies.js';

/** The refusal's messages by field path. */
async function refusal(type: new () => object, body: unknown) {
  const error = await validateBody(type, body).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidFieldsError);
  return (error as InvalidFieldsError).errors;
}

describe('document bodies', () => {
  const send = { id: 'x', subject: 'Quote #1', message: '' };

  it('checks the recipients with the notification list’s rule, names a bad one by its place, and needs one', async () => {
    const body = await validateBody(SendFormSubmissionInput, { ...send, to: [' pat@acme.example ', ''] });
    expect(recipientsOf(body)).toEqual(['pat@acme.example']);
    expect(await refusal(SendFormSubmissionInput, { ...send, to: ['', 'nope', 'pat@acme.example', 'x@'] })).toEqual({
      'to.1': ['Invalid Email'],
      'to.3': ['Invalid Email'],
    });
    expect(await refusal(SendFormSubmissionInput, { ...send, to: [] })).toEqual({
      to: ['At least one recipient is needed.'],
    });
  });

  it('trims a name and refuses a blank one, and takes a PNG signature only', async () => {
    expect(await refusal(ApproveDocumentBody, { name: ' ', signature: 'x' })).toEqual({
      name: ['Your name is needed.'],
      signature: [SIGNATURE_INVALID],
    });
  });
});
