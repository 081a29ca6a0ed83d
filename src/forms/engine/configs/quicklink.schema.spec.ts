import { describe, expect, it } from '@jest/globals';
import { parseWithProblems } from '../problems.js';
import { duplicateQuickLinkProblems, formQuickLinkSchema } from './quicklink.schema.js';

const formId = '5d7c1b8e-2f4a-4c3e-9b1d-0a6e8f2c4b71';
const otherFormId = '9a3e2c1d-7b6f-4e5a-8d4c-3b2a1f0e9d86';

describe('quicklink batch operations', () => {
  it('mark every row that chose a form another row chose: Already selected', () => {
    const rows = [
      { formId, operation: 'Update' },
      { formId: otherFormId, operation: 'Create' },
      { formId, operation: 'Create' },
      { formId: otherFormId, operation: 'Delete' },
      { operation: 'Create' },
    ];
    expect(duplicateQuickLinkProblems(rows)).toEqual([
      { path: [0, 'formId'], message: 'Already selected' },
      { path: [2, 'formId'], message: 'Already selected' },
    ]);
  });
});

describe('form quicklink', () => {
  it('is a form shown under its form type, with the divisions it shows for', () => {
    expect(parseWithProblems(formQuickLinkSchema, { formId, displayName: 'Daily Timecard', ordinal: 1 })).toEqual({
      ok: true,
      value: { formId, displayName: 'Daily Timecard', ordinal: 1, divisionIds: [] },
    });
  });
});
