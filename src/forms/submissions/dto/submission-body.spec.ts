import { describe, expect, it } from '@jest/globals';
import { refusal } from '../../../../test/support/validation.js';
import { validateBody } from '../../../common/validation/validation-pipe.js';
import { CreateSubmissionBody, EditSubmissionBody } from './submission-body.js';

const FORM_ID = '6f1c2a58-8d4e-4f5a-9a57-2a4f0b1c3d5e';
const valid = { formId: FORM_ID, localDateTime: '2026-11-20T07:00', fields: [] };

describe('submission bodies', () => {
  it('takes a body of the shape and keeps the values as sent', async () => {
    const body = await validateBody(CreateSubmissionBody, {
      ...valid,
      fields: [{ id: 'workDate', value: { from: '2026-11-20', items: [1, null] }, type: 'date' }],
      data: { status: 'new' },
      unknown: 'dropped',
    });
    expect(body).toMatchObject({ fields: [{ id: 'workDate', value: { from: '2026-11-20', items: [1, null] } }] });
    expect(body).not.toHaveProperty('unknown');
  });

  it.each([
    [{ ...valid, formId: undefined }, { formId: ['formId must be a UUID.'] }],
    [{ ...valid, fields: 'x' }, { fields: ['fields must be a list of { id, value }.'] }],
    [{ ...valid, fields: undefined }, { fields: ['fields must be a list of { id, value }.'] }],
    [{ ...valid, fields: [5] }, { 'fields.0': ['Must be an object'] }],
    [{ ...valid, fields: [{ value: 1 }] }, { 'fields.0.id': ['Required'] }],
    [{ ...valid, fields: [{ id: 'x'.repeat(201) }] }, { 'fields.0.id': ['Must be at most 200 characters'] }],
    [{ ...valid, fields: [{ id: 'a', type: 3 }] }, { 'fields.0.type': ['Must be text'] }],
    [
      { ...valid, localDateTime: '2026-02-30T07:00' },
      { localDateTime: ['localDateTime must be a date and time (YYYY-MM-DDTHH:mm).'] },
    ],
    [
      { ...valid, timezoneOffset: 9999 },
      { timezoneOffset: ['timezoneOffset must be minutes from UTC (-840 to 840).'] },
    ],
    [{ ...valid, data: 'x' }, { data: ['Must be an object'] }],
    [{ ...valid, data: { status: 7 } }, { 'data.status': ['Must be text'] }],
  ])('refuses %j with one message a field', async (body, errors) => {
    expect(await refusal(CreateSubmissionBody, body)).toEqual(errors);
  });

  it('takes an edit of any part, and refuses a note too long', async () => {
    await expect(validateBody(EditSubmissionBody, { adminNotes: null })).resolves.toEqual({ adminNotes: null });
    expect(await refusal(EditSubmissionBody, { changeNotes: 'x'.repeat(20_001) })).toEqual({
      changeNotes: ['Must be at most 20000 characters'],
    });
  });
});
