import { describe, expect, it } from '@jest/globals';
import { dataModelSchema, NEW_DATA_MODEL_ITEM } from './ai-data-model.schema.js';
import { parseWithProblems } from './problems.js';

describe('AI data model', () => {
  it('takes items of the AI data model types', () => {
    const model = { data_model: [NEW_DATA_MODEL_ITEM, { id: 'f2', name: 'Crane', type: 'Picker' }] };
    expect(parseWithProblems(dataModelSchema, model)).toEqual({ ok: true, value: model });
  });

  it('refuses a layout type in the data model', () => {
    expect(parseWithProblems(dataModelSchema, { data_model: [{ name: 'Date', type: 'DatePicker' }] })).toEqual({
      ok: false,
      problems: [
        { path: ['data_model', 0, 'type'], message: expect.stringMatching(/^Must be one of: Heading, Date, /) },
      ],
    });
  });
});
