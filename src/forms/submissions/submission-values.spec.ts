import { describe, expect, it } from '@jest/globals';
import { InvalidFieldsError } from '../../common/errors/domain-errors.js';
import { timecardTemplate } from '../engine/fixtures/timecard.template.js';
import { DOCUMENT_POLICY } from '../engine/form-type-policy.js';
import {
  applySubmissionEdit,
  computeSubmissionValues,
  type EditableSubmission,
  type SubmissionEdit,
} from './submission-values.js';

const template = timecardTemplate();
const editTimecard = (row: EditableSubmission, edit: SubmissionEdit) =>
  applySubmissionEdit(template, row, edit, DOCUMENT_POLICY);
const value = (row: { fields: { id: string; value: unknown }[] }, id: string) =>
  row.fields.find((field) => field.id === id)?.value;

/** A stored timecard: 07:00 to 15:27 with 30 minutes out. */
function stored(): EditableSubmission {
  const computed = computeSubmissionValues(
    template,
    [],
    [
      { id: 'startTime', value: '2026-11-20T07:00' },
      { id: 'stopTime', value: '2026-11-20T15:27' },
      { id: 'outMinutes', value: 30 },
      { id: 'hours', value: 99 },
    ],
  );
  return {
    ...computed,
    localDateTime: '2026-11-20T15:40:00',
    timezoneOffset: 420,
    status: 'New',
    adminNotes: null,
  };
}

describe('submission values', () => {
  it('recomputes every derived value, keeping none a client sent', () => {
    const row = stored();
    expect(value(row, 'hours')).toBe(8);
    expect(row.totalHours).toBe('8');
    expect(row.totalCents).toBeNull();
  });

  it('refuses ids the template lacks, ids sent twice and the engine’s errors, by field path', () => {
    const refusal = (submitted: { id: string; value: unknown }[]) => {
      try {
        computeSubmissionValues(template, [], submitted);
      } catch (error) {
        return (error as InvalidFieldsError).errors;
      }
      return null;
    };
    expect(refusal([{ id: 'ghost', value: 1 }])).toEqual({ 'fields.0.id': ['No template field has the id "ghost"'] });
    expect(
      refusal([
        { id: 'workDate', value: 'a' },
        { id: 'workDate', value: 'b' },
      ]),
    ).toEqual({ 'fields.1.id': ['Duplicate id "workDate"'] });
    expect(
      refusal([
        { id: 'startTime', value: '2026-11-20T07:00' },
        { id: 'stopTime', value: '2026-11-20T06:00' },
      ]),
    ).toEqual({ 'fields.stopTime': ['Invalid Stop Time'] });
  });
});

describe('applySubmissionEdit', () => {
  it('merges values, recomputes, and answers the audit entry with the reason and what changed', () => {
    const row = stored();
    const audit = editTimecard(row, {
      fields: [{ id: 'stopTime', value: '2026-11-20T16:00' }],
      changeNotes: 'Stayed to secure the load',
    });
    expect(value(row, 'hours')).toBe(8.5);
    expect(value(row, 'startTime')).toBe('2026-11-20T07:00');
    expect(audit?.changeNotes).toBe('Stayed to secure the load');
    expect(audit?.diffRecord).toEqual({
      fields: [
        { id: 'stopTime', oldValue: '2026-11-20T15:27', newValue: '2026-11-20T16:00' },
        { id: 'hours', oldValue: 8, newValue: 8.5 },
      ],
    });
    expect(audit?.oldRecord).toMatchObject({ status: 'New', totalHours: 8 });
    expect(audit?.newRecord).toMatchObject({ status: 'New', totalHours: 8.5, fields: row.fields });
  });

  it('notes a status change or an admin-notes change sent alone, unless a reason came with it', () => {
    const row = stored();
    expect(editTimecard(row, { status: 'Approved', changeNotes: '' })).toMatchObject({
      changeNotes: 'Changed the status to: Approved',
      diffRecord: { fields: [], status: { oldValue: 'New', newValue: 'Approved' } },
    });
    expect(editTimecard(row, { adminNotes: 'Paid', changeNotes: '' })).toMatchObject({
      changeNotes: 'Updated the admin notes',
      diffRecord: { adminNotes: { oldValue: null, newValue: 'Paid' } },
    });
    expect(editTimecard(row, { status: 'Issue', adminNotes: 'Unsigned', changeNotes: 'Call the crew' })).toMatchObject({
      changeNotes: 'Call the crew',
      diffRecord: { status: { newValue: 'Issue' } },
    });
    expect(row).toMatchObject({ status: 'Issue', adminNotes: 'Unsigned' });
  });

  it('answers null and changes nothing for an edit that changes nothing', () => {
    const row = stored();
    const before = structuredClone(row);
    expect(
      editTimecard(row, {
        fields: [{ id: 'outMinutes', value: 30 }],
        status: 'New',
        adminNotes: null,
        changeNotes: 'x',
      }),
    ).toBeNull();
    expect(row).toEqual(before);
  });

  it('records a new local date and time, and the offset sent with it', () => {
    const row = stored();
    const audit = editTimecard(row, {
      localDateTime: '2026-11-21T07:00:00',
      timezoneOffset: 360,
      changeNotes: 'Wrong day',
    });
    expect(audit?.diffRecord.localDateTime).toEqual({
      oldValue: '2026-11-20T15:40:00',
      newValue: '2026-11-21T07:00:00',
    });
    expect(row).toMatchObject({ localDateTime: '2026-11-21T07:00:00', timezoneOffset: 360 });
  });
});
