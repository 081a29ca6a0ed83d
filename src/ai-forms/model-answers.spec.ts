import { describe, expect, it } from '@jest/globals';
import { checkLayout, FORM_DESCRIPTION_FIELD_NAME } from '../forms/engine/index.js';
import { dataModelAnswer, repairedJson, templateAnswer } from './model-answers.js';
import { UNPARSABLE_MESSAGE } from './stream-protocol.js';
import { templateFromDataModel } from './template-from-data-model.js';

describe('repairedJson', () => {
  it('drops code fences and prose and repairs what a model breaks', () => {
    expect(repairedJson('Here it is:\n```json\n{"a": [1, 2,],}\n```')).toEqual({ a: [1, 2] });
    expect(repairedJson("{name: 'Date', type: 'Date'")).toEqual({ name: 'Date', type: 'Date' });
    expect(repairedJson('Sorry, I cannot read this form.')).toBeUndefined();
  });
});

describe('dataModelAnswer', () => {
  it('gives a cut-off answer back whole, every item with an id', () => {
    const answer = dataModelAnswer(
      '{"data_model":[{"name":"Date","type":"Date"},{"name":"Operator","type":"UserField"',
    );
    expect(answer).not.toHaveProperty('error');
    const { data_model } = (answer as { result: { data_model: { id: string; name: string }[] } }).result;
    expect(data_model.map(({ name }) => name)).toEqual(['Date', 'Operator']);
    expect(data_model[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts a bare list and keeps the ids given', () => {
    expect(dataModelAnswer('[{"id":"x","name":"Notes","type":"TextArea"}]')).toEqual({
      result: { data_model: [{ id: 'x', name: 'Notes', type: 'TextArea' }] },
    });
  });

  it('refuses what is not a data model of the allowed types', () => {
    expect(dataModelAnswer('{"data_model":[{"name":"Date","type":"Calendar"}]}')).toEqual({
      error: UNPARSABLE_MESSAGE,
    });
    expect(dataModelAnswer('I could not find any fields.')).toEqual({ error: UNPARSABLE_MESSAGE });
  });
});

describe('templateAnswer', () => {
  const model = [
    { id: 'd', name: 'Date', type: 'Date' },
    { id: 's', name: 'Signature', type: 'Signature' },
  ] as const;

  it('passes a valid template through', () => {
    const template = templateFromDataModel([...model], 'timecard');
    expect(templateAnswer(JSON.stringify(template), 'timecard')).toEqual({ result: template });
  });

  it('adds the Form Description, the iOS layout and the download name a model left out', () => {
    const { fields, layouts } = templateFromDataModel([...model], 'timecard');
    const bare = { fields: fields.slice(1), layouts: { web: { fields: layouts.web.fields } } };
    const answer = templateAnswer(JSON.stringify(bare).slice(0, -2), 'timecard') as { result: typeof layouts };
    const template = answer.result as unknown as ReturnType<typeof templateFromDataModel>;
    expect(template.fields[0].name).toBe(FORM_DESCRIPTION_FIELD_NAME);
    expect(template.layouts.ios.fields[0].name).toBe(FORM_DESCRIPTION_FIELD_NAME);
    expect(template.layouts.web.downloadName).toBe('Download Name');
    expect([...checkLayout(template, 'ios'), ...checkLayout(template, 'web')]).toEqual([]);
  });

  it('refuses a template whose layouts fail the checks', () => {
    const template = templateFromDataModel([...model], 'timecard');
    template.layouts.web.fields[0].fields![0].id = 'nobody';
    expect(templateAnswer(JSON.stringify(template), 'timecard')).toEqual({ error: UNPARSABLE_MESSAGE });
    expect(templateAnswer('{"fields": "none"}', 'timecard')).toEqual({ error: UNPARSABLE_MESSAGE });
  });
});
