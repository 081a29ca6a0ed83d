import { describe, expect, it } from '@jest/globals';
import { cancelPath, afterCreatePath } from './jobFormPaths';
import {
  createComplexJobInput,
  endDateAfterStartMoves,
  firstTaskInput,
  jobFormSchema,
  latestEndDate,
  newJobValues,
  quotedCostCents,
  simpleJobInput,
  type JobFormValues,
} from './jobFormRules';

const valid = (changes: Partial<JobFormValues> = {}): JobFormValues => ({
  ...newJobValues('complex', { colorId: 'slate' }),
  name: 'Tower crane erection',
  number: 'J-1001',
  divisionIds: ['division-1'],
  branchIds: ['branch-1'],
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  ...changes,
});

/** The messages the schema gives, by field path. */
function problems(values: JobFormValues, variant: 'simple' | 'complex' = 'complex') {
  const result = jobFormSchema(variant).safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('job form rules', () => {
  it('accepts a complete job', () => {
    expect(problems(valid())).toEqual({});
  });

  it('answers "Required" for each required field left empty', () => {
    const empty = valid({
      name: ' ',
      number: '',
      divisionIds: [],
      branchIds: [],
      status: '',
      billingFrequency: '',
      startDate: null,
      endDate: null,
    });
    expect(problems(empty)).toEqual({
      name: 'Required',
      number: 'Required',
      divisionIds: 'Required',
      branchIds: 'Required',
      status: 'Required',
      billingFrequency: 'Required',
      startDate: 'Required',
      endDate: 'Required',
    });
  });

  it('counts the digits of a phone: fewer than ten are too short, more too long, none is fine', () => {
    const customer = (phone: string, siteContactPhone = '') =>
      valid({ customer: { ...valid().customer, phone, siteContactPhone } });
    expect(problems(customer('303-555-010'))).toEqual({ 'customer.phone': 'Phone must be at least 10 characters' });
    expect(problems(customer('', '(303) 555-01000'))).toEqual({
      'customer.siteContactPhone': 'Phone number is too long',
    });
    expect(problems(customer('(303) 555-0100', ''))).toEqual({});
  });

  it('needs a named location with coordinates, inside North America', () => {
    const at = (name: string, lat: number, lng: number) =>
      valid({ location: { name, formattedAddress: '', lat, lng } });
    expect(problems(at('', 39.74, -104.99))).toEqual({ location: 'Selected location required' });
    expect(problems(at('Yard', Number.NaN, -104.99))).toEqual({ location: 'Selected location required' });
    expect(problems(at('Paris', 48.86, 2.35))).toEqual({ location: 'Selected location must be in North America.' });
    expect(problems(at('Denver yard', 39.74, -104.99))).toEqual({});
  });

  it('limits the end date to 100 days after the start on the simple form and 5 years on the complex one', () => {
    expect(latestEndDate('2026-03-02', 'simple')).toBe('2026-06-10');
    expect(latestEndDate('2026-03-02', 'complex')).toBe('2031-03-01');
    const far = valid({ endDate: '2026-06-11' });
    expect(problems(far, 'simple')).toEqual({ endDate: 'End date must be at most 100 days after the start date.' });
    expect(problems(far, 'complex')).toEqual({});
    expect(problems(valid({ endDate: '2026-03-01' }))).toEqual({
      endDate: 'End date must not be before the start date.',
    });
  });

  it('clears the end date when the start moves past it or too far before it', () => {
    expect(endDateAfterStartMoves('2026-03-03', '2026-03-04', 'simple')).toBe('2026-03-04');
    expect(endDateAfterStartMoves('2026-03-05', '2026-03-04', 'simple')).toBeNull();
    expect(endDateAfterStartMoves('2025-11-01', '2026-03-04', 'simple')).toBeNull();
    expect(endDateAfterStartMoves('2025-11-01', '2026-03-04', 'complex')).toBe('2026-03-04');
    expect(endDateAfterStartMoves(null, '2026-03-04', 'complex')).toBeNull();
  });

  it('refuses a start time after the end time on a single day only', () => {
    const times = { startTime: '14:00', endTime: '09:00' };
    expect(problems(valid({ ...times, endDate: '2026-03-02' }))).toEqual({
      endTime: 'Start time must not be after end time.',
    });
    expect(problems(valid(times))).toEqual({});
  });

  it('stores the quoted cost in whole cents, a negative or empty amount as none', () => {
    expect(quotedCostCents(1250.5)).toBe(125050);
    expect(quotedCostCents('19.99')).toBe(1999);
    // Half-up on the decimal typed, as the server stores it (a float product would give 100 and 1007).
    expect(quotedCostCents('1.005')).toBe(101);
    expect(quotedCostCents('10.075')).toBe(1008);
    expect(quotedCostCents(-5)).toBeNull();
    expect(quotedCostCents('')).toBeNull();
  });
});

describe('job form payloads', () => {
  const values = valid({
    customer: {
      name: 'Acme',
      email: '',
      phone: '(303) 555-0100',
      contactName: '',
      siteContact: 'Pat',
      siteContactPhone: '',
    },
    location: { name: ' Denver yard ', formattedAddress: '1 Main St', lat: 39.74, lng: -104.99 },
    quotedCost: 1250.5,
    crew: ['user-1'],
    assets: ['asset-1'],
    startTime: '07:00',
    endTime: '16:30',
  });

  it('sends the simple job with one branch and division, digits-only phones and cents', () => {
    expect(simpleJobInput(values, { id: 'job-1' })).toMatchObject({
      id: 'job-1',
      branchId: 'branch-1',
      divisionId: 'division-1',
      customer: { name: 'Acme', email: null, phone: '3035550100', siteContact: 'Pat', siteContactPhone: null },
      address: { name: 'Denver yard', formattedAddress: '1 Main St', lat: 39.74, lng: -104.99 },
      quotedCostCents: 125050,
      crew: ['user-1'],
      assets: ['asset-1'],
    });
  });

  it('sends only the location input fields, whatever the form holds', () => {
    const read = { ...values, location: { ...values.location!, __typename: 'JobLocation' } };
    expect(simpleJobInput(read).address).toEqual({
      name: 'Denver yard',
      formattedAddress: '1 Main St',
      lat: 39.74,
      lng: -104.99,
    });
  });

  it('drops a location at lat or lng zero (not used, spec 2 §5)', () => {
    const atZero = { ...values, location: { name: 'Null Island', formattedAddress: '', lat: 0, lng: -104.99 } };
    expect(simpleJobInput(atZero).address).toBeNull();
  });

  it('creates a complex job with its first task carrying times, timezone, crew and assets', () => {
    expect(createComplexJobInput(values, 'quote-1')).toMatchObject({
      quoteId: 'quote-1',
      branchIds: ['branch-1'],
      divisionIds: ['division-1'],
      timezone: 'America/Denver',
      complexTasks: [
        {
          startDate: '2026-03-02',
          endDate: '2026-03-04',
          startTime: '07:00',
          endTime: '16:30',
          timezone: 'America/Denver',
          userIds: ['user-1'],
          assetIds: ['asset-1'],
        },
      ],
    });
    expect(firstTaskInput(values, 'task-1')).toEqual({
      id: 'task-1',
      startTime: '07:00',
      endTime: '16:30',
      timezone: 'America/Denver',
      userIds: ['user-1'],
      assetIds: ['asset-1'],
    });
  });
});

describe('job form navigation', () => {
  it('cancels to quoting, dispatch, the dashboard or the schedule, in that order', () => {
    expect(cancelPath({ convertFromQuote: true, from: 'dispatch' }, 'job-1')).toBe('/quoting');
    expect(cancelPath({ from: 'dispatch' }, 'job-1')).toBe('/dispatch');
    expect(cancelPath(null, 'job-1')).toBe('/jobs/dashboard?jobId=job-1');
    expect(cancelPath({ date: '2026-03-02' }, null)).toBe('/schedule');
  });

  it('goes to the new job on desktop and to the schedule on mobile after a create', () => {
    expect(afterCreatePath('job-1', false)).toBe('/jobs/dashboard?jobId=job-1');
    expect(afterCreatePath('job-1', true)).toBe('/schedule');
  });
});
