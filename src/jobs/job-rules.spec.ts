import { PHONE_TOO_LONG, PHONE_TOO_SHORT, phoneProblem } from '../common/validation/phone.js';
import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  dateRangeProblem,
  END_BEFORE_START,
  END_TOO_FAR_COMPLEX,
  END_TOO_FAR_SIMPLE,
  isCalendarDate,
  LATITUDE_RANGE,
  listWindow,
  LOCATION_OUTSIDE_AREA,
  LOCATION_REQUIRED,
  locationProblem,
  LONGITUDE_RANGE,
  missingFields,
  COMPLEX_JOB_MAX_DAYS,
  SIMPLE_JOB_MAX_DAYS,
  START_TIME_AFTER_END,
  timesProblem,
  toStatus,
  usableLocation,
  WINDOW_TOO_LONG,
} from './job-rules.js';

describe('job rules', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('limits the end date: not before the start, 100 days (simple) or 5 years (complex) after it', () => {
    expect(dateRangeProblem('2026-05-04', '2026-05-04', SIMPLE_JOB_MAX_DAYS)).toBeNull();
    expect(dateRangeProblem('2026-05-04', '2026-05-03', SIMPLE_JOB_MAX_DAYS)).toBe(END_BEFORE_START);
    expect(dateRangeProblem('2026-05-04', addDays('2026-05-04', 100), SIMPLE_JOB_MAX_DAYS)).toBeNull();
    expect(dateRangeProblem('2026-05-04', addDays('2026-05-04', 101), SIMPLE_JOB_MAX_DAYS)).toBe(END_TOO_FAR_SIMPLE);
    expect(dateRangeProblem('2026-05-04', addDays('2026-05-04', 1825), COMPLEX_JOB_MAX_DAYS)).toBeNull();
    expect(dateRangeProblem('2026-05-04', addDays('2026-05-04', 1826), COMPLEX_JOB_MAX_DAYS)).toBe(END_TOO_FAR_COMPLEX);
  });

  it('refuses a start time after the end time on a single day only', () => {
    const day = { startDate: '2026-05-04', endDate: '2026-05-04' };
    expect(timesProblem({ ...day, startTime: '09:00', endTime: '08:59' })).toBe(START_TIME_AFTER_END);
    expect(timesProblem({ ...day, startTime: '09:00', endTime: '09:00' })).toBeNull();
    expect(timesProblem({ ...day, startTime: '09:00', endTime: null })).toBeNull();
    expect(timesProblem({ ...day, endDate: '2026-05-05', startTime: '09:00', endTime: '08:00' })).toBeNull();
  });

  it('reads statuses in either case', () => {
    expect(toStatus('scheduled')).toBe('SCHEDULED');
    expect(toStatus('COMPLETE')).toBe('COMPLETE');
    expect(toStatus('done')).toBeNull();
    expect(toStatus(undefined)).toBeNull();
  });

  it('wants ten phone digits, or none', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('303555010')).toBe(PHONE_TOO_SHORT);
    expect(phoneProblem('3035550100')).toBeNull();
    expect(phoneProblem('13035550100')).toBe(PHONE_TOO_LONG);
  });

  it('checks a job site: name, lat and lng needed, real and inside the service area', () => {
    const denver = { name: 'Union Station', formattedAddress: '1701 Wynkoop St', lat: 39.7527, lng: -105.0001 };
    expect(locationProblem(null)).toBeNull();
    expect(locationProblem(denver)).toBeNull();
    expect(locationProblem({ ...denver, name: ' ' })).toBe(LOCATION_REQUIRED);
    expect(locationProblem({ ...denver, lat: null })).toBe(LOCATION_REQUIRED);
    expect(locationProblem({ ...denver, lat: 91 })).toBe(LATITUDE_RANGE);
    expect(locationProblem({ ...denver, lng: -181 })).toBe(LONGITUDE_RANGE);
    expect(locationProblem({ ...denver, lat: 51.5, lng: -0.12 })).toBe(LOCATION_OUTSIDE_AREA);
    expect(locationProblem({ ...denver, lat: 5, lng: -75 })).toBe(LOCATION_OUTSIDE_AREA);
    expect(locationProblem({ ...denver, lat: 0 })).toBeNull();
  });

  it('uses a location only when name, lat and lng are all present and non-zero', () => {
    const site = { name: ' Yard ', lat: 39.75, lng: -105 };
    expect(usableLocation(site)).toEqual({ name: 'Yard', formattedAddress: '', lat: 39.75, lng: -105 });
    expect(usableLocation({ ...site, lng: 0 })).toBeNull();
    expect(usableLocation({ ...site, lat: 100 })).toBeNull();
    expect(usableLocation(null)).toBeNull();
  });

  it('defaults a list window to today and the next 14 days, and bounds it', () => {
    expect(listWindow({}, '2026-05-04', 366)).toEqual({ start: '2026-05-04', end: '2026-05-18' });
    expect(listWindow({ startDate: '2026-06-01' }, '2026-05-04', 366)).toEqual({
      start: '2026-06-01',
      end: '2026-06-15',
    });
    expect(listWindow({ endDate: '2026-06-15' }, '2026-05-04', 366)).toEqual({
      start: '2026-06-01',
      end: '2026-06-15',
    });
    expect(listWindow({ startDate: '2026-06-02', endDate: '2026-06-01' }, '2026-05-04', 366)).toEqual({
      problem: END_BEFORE_START,
    });
    expect(listWindow({ startDate: '2026-01-01', endDate: '2027-06-01' }, '2026-05-04', 366)).toEqual({
      problem: WINDOW_TOO_LONG,
    });
    expect(listWindow({ startDate: '2026-01-01', endDate: '2027-06-01' }, '2026-05-04', null)).toEqual({
      start: '2026-01-01',
      end: '2027-06-01',
    });
  });

  it('names the fields a job lacks, per variant', () => {
    const complete = {
      name: 'Lift',
      number: 'J-1',
      status: 'SCHEDULED',
      billingFrequency: 'JOB_END',
      startDate: '2026-05-04',
      endDate: '2026-05-05',
      branchIds: ['b'],
      divisionIds: ['d'],
    };
    expect(missingFields(complete, 'simple')).toEqual([]);
    const empty = {
      name: ' ',
      number: null,
      status: null,
      billingFrequency: null,
      startDate: null,
      endDate: null,
      branchIds: [],
      divisionIds: [],
    };
    expect(missingFields(empty, 'simple')).toEqual([
      'name',
      'number',
      'status',
      'billingFrequency',
      'branchId',
      'divisionId',
      'startDate',
      'endDate',
    ]);
    expect(missingFields({ ...complete, startDate: null, endDate: null }, 'complex')).toEqual([]);
    expect(missingFields({ ...complete, endDate: null }, 'complex')).toEqual(['endDate']);
    expect(missingFields({ ...complete, branchIds: [] }, 'complex')).toEqual(['branchIds']);
  });
});
