import { describe, expect, it } from '@jest/globals';
import { refusal } from '../../../test/support/validation.js';
import { validateBody } from '../../common/validation/validation-pipe.js';
import { SIGNATURE_INVALID } from '../document-rules.js';
import { ApproveDocumentBody, recipientsOf, SendFormSubmissionInput } from './document-bodies.js';

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
