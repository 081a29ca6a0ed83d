import { describe, expect, it } from '@jest/globals';
import { refusal } from '../../../../test/support/validation.js';
import { validateBody } from '../../../common/validation/validation-pipe.js';
import { ExportSubmissionsBody, SubmissionListQuery, SubmissionSearchBody } from './submission-search.js';

const ID = '6f1c2a58-8d4e-4f5a-9a57-2a4f0b1c3d5e';

describe('submission search filters', () => {
  it('takes query text as the list reads it, and one value where a list is allowed', async () => {
    expect(
      await validateBody(SubmissionListQuery, { local: 'false', limit: '5', startDate: '2026-11-20', other: 1 }),
    ).toEqual({ local: false, limit: 5, startDate: '2026-11-20' });
    expect(
      await validateBody(SubmissionSearchBody, { status: 'New', userId: ID, order: 'asc', fullTextSearch: [] }),
    ).toMatchObject({ status: ['New'], userId: [ID], order: 'ASC', fullTextSearch: [] });
  });

  it.each([
    [{ startDate: '2026-13-01' }, { startDate: ['startDate must be yyyy-MM-dd.'] }],
    [{ local: 'yes' }, { local: ['local must be true or false.'] }],
    [{ limit: 101 }, { limit: ['Limit must be between 1 and 100.'] }],
    [{ nextPageKey: 5 }, { nextPageKey: ['Invalid page key.'] }],
    [{ userId: ['nope'] }, { userId: ['userId must be a UUID.'] }],
    [{ ids: [ID, 'x'] }, { 'ids.1': ['Must be a UUID'] }],
    [{ ids: 'x' }, { ids: ['ids must be a list of UUIDs.'] }],
    [{ fullTextSearch: [5] }, { 'fullTextSearch.0': ['Must be an object'] }],
    [{ fullTextSearch: 'x' }, { fullTextSearch: ['Must be a list of { id, value }'] }],
    [{ fullTextSearch: [{ value: {} }] }, { 'fullTextSearch.0.value': ['Must be text of at most 500 characters'] }],
    [{ hasData: [3] }, { 'hasData.0': ['Must be a field id'] }],
    [{ hasData: Array(51).fill('a') }, { hasData: ['At most 50 filters.'] }],
    [
      { orderField: 'total' },
      { orderField: ['orderField must be one of: localDateTime, number, submitDateTime, createdAt.'] },
    ],
    [{ order: 'up' }, { order: ['order must be ASC or DESC.'] }],
  ])('refuses %j', async (body, errors) => {
    expect(await refusal(SubmissionSearchBody, body)).toEqual(errors);
  });

  it('checks an export’s file type, its submissions by place and its filter by path', async () => {
    expect(await refusal(ExportSubmissionsBody, { fileType: 'XLS' })).toEqual({
      fileType: ['fileType must be CSV or PDF.'],
    });
    expect(await refusal(ExportSubmissionsBody, { fileType: 'csv', formSubmissionIds: ['x'] })).toEqual({
      'formSubmissionIds.0': ['Must be a UUID'],
    });
    expect(await refusal(ExportSubmissionsBody, { fileType: 'CSV', formSubmissionIds: [] })).toEqual({
      formSubmissionIds: ['formSubmissionIds must name at least one submission.'],
    });
    expect(await refusal(ExportSubmissionsBody, { fileType: 'CSV', filter: { limit: 0 } })).toEqual({
      'filter.limit': ['Limit must be between 1 and 100.'],
    });
    expect(await refusal(ExportSubmissionsBody, { fileType: 'CSV', filter: 'x' })).toEqual({
      filter: ['filter must be an object.'],
    });
  });
});
