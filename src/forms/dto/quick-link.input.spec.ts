import { describe, expect, it } from '@jest/globals';
import { refusal } from '../../../test/support/validation.js';
import { validateBody } from '../../common/validation/validation-pipe.js';
import { CreateFormTemplateQuickLinkInput, QuickLinkOperationInput } from './quick-link.input.js';

const formId = '5d7c1b8e-2f4a-4c3e-9b1d-0a6e8f2c4b71';

describe('quicklink inputs', () => {
  it('take a row, its display name trimmed', async () => {
    await expect(
      validateBody(QuickLinkOperationInput, { formId, operation: 'Create', displayName: ' Quotes ', ordinal: 0 }),
    ).resolves.toEqual({ formId, operation: 'Create', displayName: 'Quotes', ordinal: 0 });
  });

  it('need a form (Required), a known operation and known form types', async () => {
    expect(await refusal(QuickLinkOperationInput, { operation: 'Move', newFormTypeSlug: 'payroll' })).toEqual({
      formId: ['Required'],
      newFormTypeSlug: [expect.stringMatching(/^Unknown form type; /)],
      operation: ['Must be one of: Create, Update, Delete'],
    });
  });

  it('refuse a blank name, a negative ordinal and a division id that is none, at its place', async () => {
    expect(
      await refusal(CreateFormTemplateQuickLinkInput, {
        formId,
        displayName: ' ',
        ordinal: -1,
        divisionIds: [formId, 'x'],
      }),
    ).toEqual({
      displayName: ['Must not be empty'],
      ordinal: ['Must be at least 0'],
      'divisionIds.1': ['Must be a UUID'],
    });
  });
});
