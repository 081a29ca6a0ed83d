import { z } from 'zod';
import { typedDollarsToCents } from '@server/forms/engine/calculations/decimal';
import { formatTime } from '../../ui/format';
import { inServiceArea, LOCATION_OUTSIDE_AREA } from '../../ui/locationPicker/serviceArea';
import type { Option } from '../../ui/Select';
import { QUARTER_HOURS, statusOptions } from './dashboard';
import type { ComplexJobRecord, JobCustomerFields, JobLocationFields, JobVariant, SimpleJobRecord } from './jobs';

// Spec 2 §5 and the server's messages for the same rules (src/jobs/job-rules.ts).
export const REQUIRED = 'Required';
export const PHONE_TOO_SHORT = 'Phone must be at least 10 characters';
export const PHONE_TOO_LONG = 'Phone number is too long';
export const LOCATION_REQUIRED = 'Selected location required';
export const INVALID_EMAIL = 'Invalid Email';
export const END_BEFORE_START = 'End date must not be before the start date.';
export const END_TOO_FAR: Record<JobVariant, string> = {
  simple: 'End date must be at most 100 days after the start date.',
  complex: 'End date must be at most 5 years after the start date.',
};
export const START_TIME_AFTER_END = 'Start time must not be after end time.';

/** Spec 2 §4/§9: the end date is at most this many days after the start on the create/edit form. */
export const MAX_END_DAYS: Record<JobVariant, number> = { simple: 100, complex: 365 * 5 };

/** Spec 2 §9: the default timezone is a constant (ours: Mountain Time, where the demo company works). */
export const DEFAULT_TIMEZONE = 'America/Denver';

/** Spec 2 §4: billing frequencies, End of Job first (the default). */
export const BILLING_FREQUENCIES: Option[] = [
  { id: 'JOB_END', value: 'End of Job' },
  { id: 'WEEKLY', value: '7 Days' },
  { id: 'BIWEEKLY', value: '14 Days' },
  { id: 'END_OF_MONTH', value: 'End of Month' },
];

/** Spec 2 §4: statuses, lower case on the simple form and upper case on the complex one; the first is the default. */
export const jobStatuses = (variant: JobVariant): Option[] =>
  statusOptions(variant).map(({ value, label }) => ({ id: value, value: label }));

/** The time selects' options: quarter hours, shown as "6:30am" (spec 1 §9). */
export const TIME_OPTIONS: Option[] = QUARTER_HOURS.map((time) => ({ id: time, value: formatTime(time) }));

export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  contactName: string;
  siteContact: string;
  siteContactPhone: string;
}

export interface JobFormValues {
  name: string;
  number: string;
  /** The simple form holds one division and one branch, as one-element lists. */
  divisionIds: string[];
  branchIds: string[];
  status: string;
  billingFrequency: string;
  /** yyyy-MM-dd */
  startDate: string | null;
  endDate: string | null;
  /** HH:mm, complex jobs only. */
  startTime: string | null;
  endTime: string | null;
  timezone: string | null;
  colorId: string | null;
  notes: string;
  customer: CustomerValues;
  location: JobLocationFields | null;
  projectOwner: string[];
  salesPerson: string[];
  /** Dollars; '' when empty. */
  quotedCost: number | string;
  crew: string[];
  assets: string[];
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last end date the form allows for a start date. */
export const latestEndDate = (startDate: string, variant: JobVariant) => addDays(startDate, MAX_END_DAYS[variant]);

/** Why the range is refused, or null: the end is not before the start and at most the variant's limit after it. */
export function dateRangeProblem(startDate: string, endDate: string, variant: JobVariant): string | null {
  const days = dayNumber(endDate) - dayNumber(startDate);
  if (days < 0) return END_BEFORE_START;
  return days > MAX_END_DAYS[variant] ? END_TOO_FAR[variant] : null;
}

/**
 * Spec 2 §4: the end date once the start has moved; cleared when it would be earlier than the start or beyond the
 * limit (and with the start, since the end needs one).
 */
export function endDateAfterStartMoves(startDate: string | null, endDate: string | null, variant: JobVariant) {
  if (!startDate || !endDate) return null;
  return dateRangeProblem(startDate, endDate, variant) ? null : endDate;
}

/** Spec 2 §4: on a single day the start time must not be after the end time. */
export function timesProblem(values: Pick<JobFormValues, 'startDate' | 'endDate' | 'startTime' | 'endTime'>) {
  const { startDate, endDate, startTime, endTime } = values;
  const sameDay = !!startDate && startDate === endDate;
  return sameDay && startTime && endTime && startTime > endTime ? START_TIME_AFTER_END : null;
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Spec 2 §5: a phone has ten digits (separators are not counted); empty is allowed. */
export function phoneProblem(value: string): string | null {
  const digits = digitsOnly(value);
  if (!digits) return null;
  if (digits.length < 10) return PHONE_TOO_SHORT;
  return digits.length > 10 ? PHONE_TOO_LONG : null;
}

/** Spec 2 §5: a location needs a name, lat and lng; a point off zero must lie in the service area. */
export function locationProblem(location: JobLocationFields | null): string | null {
  if (!location) return null;
  const { name, lat, lng } = location;
  if (!name.trim() || !Number.isFinite(lat) || !Number.isFinite(lng)) return LOCATION_REQUIRED;
  if (lat === 0 || lng === 0) return null;
  return inServiceArea(location) ? null : LOCATION_OUTSIDE_AREA;
}

/**
 * Spec 2 §5: a location is only used when its name, lat and lng are all present and non-zero. Only the input's
 * fields are sent (a location read back from GraphQL also carries `__typename`).
 */
function usableLocation(location: JobLocationFields | null): JobLocationFields | null {
  if (!location || locationProblem(location) || !location.lat || !location.lng) return null;
  const { name, formattedAddress, lat, lng } = location;
  return { name: name.trim(), formattedAddress, lat, lng };
}

/** Spec 2 §5: the quoted cost is entered in dollars and stored in whole cents, a negative amount as none. */
export const quotedCostCents = (dollars: number | string): number | null => typedDollarsToCents(dollars) ?? null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = z.string();
const requiredText = text.refine((value) => value.trim() !== '', REQUIRED);
const requiredList = z.array(z.string()).min(1, REQUIRED);
const requiredDate = z
  .string()
  .nullable()
  .refine((value) => !!value, REQUIRED);

/** The schema with a rule whose message depends on the value (null: no problem). */
function withRule<T extends z.ZodType>(schema: T, problem: (value: z.output<T>) => string | null) {
  return schema.superRefine((value, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

const phone = withRule(text, phoneProblem);

/** The form's rules (spec 2 §4–§5); the end date's limit depends on the variant. */
export function jobFormSchema(variant: JobVariant) {
  return z
    .object({
      name: requiredText,
      number: requiredText,
      divisionIds: requiredList,
      branchIds: requiredList,
      status: requiredText,
      billingFrequency: requiredText,
      startDate: requiredDate,
      endDate: requiredDate,
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      timezone: z.string().nullable(),
      colorId: z.string().nullable(),
      notes: text,
      customer: z.object({
        name: text,
        email: text.refine((value) => !value.trim() || EMAIL.test(value.trim()), INVALID_EMAIL),
        phone,
        contactName: text,
        siteContact: text,
        siteContactPhone: phone,
      }),
      // The picker fills it; a quote's mapped location may lack coordinates, hence one rule for all of it.
      location: withRule(z.custom<JobLocationFields | null>(), locationProblem),
      projectOwner: z.array(z.string()),
      salesPerson: z.array(z.string()),
      quotedCost: z.union([z.number(), z.string()]),
      crew: z.array(z.string()),
      assets: z.array(z.string()),
    })
    .superRefine((values, context) => {
      const { startDate, endDate } = values;
      const rangeProblem = startDate && endDate ? dateRangeProblem(startDate, endDate, variant) : null;
      if (rangeProblem) context.addIssue({ code: 'custom', path: ['endDate'], message: rangeProblem });
      const timeProblem = timesProblem(values);
      if (timeProblem) context.addIssue({ code: 'custom', path: ['endTime'], message: timeProblem });
    });
}

const EMPTY_CUSTOMER: CustomerValues = {
  name: '',
  email: '',
  phone: '',
  contactName: '',
  siteContact: '',
  siteContactPhone: '',
};

function customerValues(customer: JobCustomerFields): CustomerValues {
  const { name, email, phone, contactName, siteContact, siteContactPhone } = customer;
  return {
    name: name ?? '',
    email: email ?? '',
    phone: phone ?? '',
    contactName: contactName ?? '',
    siteContact: siteContact ?? '',
    siteContactPhone: siteContactPhone ?? '',
  };
}

const dollars = (cents: number | null) => (cents === null ? '' : cents / 100);

export interface NewJobDefaults {
  /** Spec 2 §2: the day the schedule's "new job" was started from. */
  date?: string | null;
  /** The default colour (Slate). */
  colorId: string | null;
  /** Preset division(s) and branch(es): the user's own on mobile, where they are read-only. */
  divisionIds?: string[];
  branchIds?: string[];
  /** Values mapped from a quote being converted. */
  values?: Partial<JobFormValues>;
}

/** The values of a new job. */
export function newJobValues(variant: JobVariant, defaults: NewJobDefaults): JobFormValues {
  const single = (ids: string[] = []) => (variant === 'simple' ? ids.slice(0, 1) : ids);
  return {
    name: '',
    number: '',
    divisionIds: single(defaults.divisionIds),
    branchIds: single(defaults.branchIds),
    status: jobStatuses(variant)[0].id,
    billingFrequency: BILLING_FREQUENCIES[0].id,
    startDate: defaults.date ?? null,
    endDate: null,
    startTime: null,
    endTime: null,
    timezone: variant === 'complex' ? DEFAULT_TIMEZONE : null,
    colorId: defaults.colorId,
    notes: '',
    customer: EMPTY_CUSTOMER,
    location: null,
    projectOwner: [],
    salesPerson: [],
    quotedCost: '',
    crew: [],
    assets: [],
    ...defaults.values,
  };
}

const presentIds = (...ids: (string | null)[]) => ids.filter((id): id is string => !!id);

export function simpleJobValues(job: SimpleJobRecord): JobFormValues {
  return {
    name: job.name,
    number: job.number,
    divisionIds: presentIds(job.divisionId),
    branchIds: presentIds(job.branchId),
    status: job.status.toLowerCase(),
    billingFrequency: job.billingFrequency,
    startDate: job.startDate,
    endDate: job.endDate,
    startTime: null,
    endTime: null,
    timezone: null,
    colorId: job.color.id,
    notes: job.notes,
    customer: customerValues(job.customer),
    location: job.address,
    projectOwner: job.projectOwner,
    salesPerson: job.salesPerson,
    quotedCost: dollars(job.quotedCostCents),
    crew: job.crew,
    assets: job.assets,
  };
}

export function complexJobValues(job: ComplexJobRecord): JobFormValues {
  const first = job.tasks[0];
  return {
    name: job.name,
    number: job.number,
    divisionIds: job.divisionIds,
    branchIds: job.branchIds,
    status: job.status.toUpperCase(),
    billingFrequency: job.billingFrequency,
    startDate: job.startDate,
    endDate: job.endDate,
    startTime: first?.startTime ?? null,
    endTime: first?.endTime ?? null,
    timezone: job.timezone ?? first?.timezone ?? DEFAULT_TIMEZONE,
    colorId: job.color.id,
    notes: job.notes,
    customer: customerValues(job.customer),
    location: job.location,
    projectOwner: job.projectOwner,
    salesPerson: job.salesPerson,
    quotedCost: dollars(job.quotedCostCents),
    crew: first?.userIds ?? [],
    assets: first?.assetIds ?? [],
  };
}

const orNull = (value: string) => value.trim() || null;

/** Spec 2 §7: the customer as sent, phones as digits only. */
function customerInput(customer: CustomerValues): JobCustomerFields {
  return {
    name: orNull(customer.name),
    email: orNull(customer.email),
    phone: digitsOnly(customer.phone) || null,
    contactName: orNull(customer.contactName),
    siteContact: orNull(customer.siteContact),
    siteContactPhone: digitsOnly(customer.siteContactPhone) || null,
  };
}

/** The fields both variants send alike. */
function commonInput(values: JobFormValues) {
  return {
    name: values.name.trim(),
    number: values.number.trim(),
    status: values.status,
    billingFrequency: values.billingFrequency,
    startDate: values.startDate,
    endDate: values.endDate,
    notes: values.notes,
    colorId: values.colorId,
    customer: customerInput(values.customer),
    projectOwner: values.projectOwner,
    salesPerson: values.salesPerson,
    quotedCostCents: quotedCostCents(values.quotedCost),
  };
}

/** `createJob` / `updateJob` (spec 2 §7): one branch and division, the address, crew and assets. */
export function simpleJobInput<Extra extends { id?: string; quoteId?: string }>(
  values: JobFormValues,
  extra = {} as Extra,
) {
  return {
    ...extra,
    ...commonInput(values),
    branchId: values.branchIds[0],
    divisionId: values.divisionIds[0],
    address: usableLocation(values.location),
    crew: values.crew,
    assets: values.assets,
  };
}

/** `updateComplexJob`: the job's own fields; times, crew and assets belong to the first task. */
export function complexJobInput<Extra extends { id?: string }>(values: JobFormValues, extra = {} as Extra) {
  return {
    ...extra,
    ...commonInput(values),
    branchIds: values.branchIds,
    divisionIds: values.divisionIds,
    location: usableLocation(values.location),
    timezone: values.timezone,
  };
}

/** The first task's part: its times, timezone, crew and assets. */
const firstTaskFields = (values: JobFormValues) => ({
  startTime: values.startTime,
  endTime: values.endTime,
  timezone: values.timezone,
  userIds: values.crew,
  assetIds: values.assets,
});

/** `createComplexJob`: the job with its first task. */
export function createComplexJobInput(values: JobFormValues, quoteId?: string) {
  return {
    ...complexJobInput(values),
    ...(quoteId ? { quoteId } : {}),
    complexTasks: [{ startDate: values.startDate, endDate: values.endDate, ...firstTaskFields(values) }],
  };
}

/** `updateComplexTask` of the first task (spec 2 §4: called after editing a complex job with its task). */
export const firstTaskInput = (values: JobFormValues, taskId: string) => ({ id: taskId, ...firstTaskFields(values) });
