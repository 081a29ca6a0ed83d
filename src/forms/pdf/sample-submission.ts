import { recompute } from '../engine/calculations/index.js';
import { parseOptions, type FormTemplate, type ValueFieldType } from '../engine/index.js';
import type { SubmissionLike } from './form-document.js';
import { formFields, type FormField } from './form-fields.js';
import { SAMPLE_PHOTO, SAMPLE_SIGNATURE } from './sample-images.js';

/*
 * A submission with fixed, plausible values for every field of a template, for the PDF-config editor's preview.
 * The same template always gives the same submission. Derived values (hours, sums, line-item totals, the due date)
 * come from the forms engine's recompute, as on a real save.
 */

export const SAMPLE_DATE = '2026-11-20';
const at = (time: string) => `${SAMPLE_DATE}T${time}`;
const DENVER = { lat: 39.7475, lng: -104.9995 };
const ADDRESS = '1200 Larimer St, Denver, CO 80204';

const CREW = [
  { userId: '00000000-0000-4000-8000-000000000101', userName: 'Jordan Lee', occupationId: 'crane-operator' },
  { userId: '00000000-0000-4000-8000-000000000102', userName: 'Sam Rivera', occupationId: 'rigger' },
  { userId: '00000000-0000-4000-8000-000000000103', userName: 'Casey Nguyen', occupationId: 'signal-person' },
];

const LINE_ITEMS = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    name: 'Crane rental, 100 t all-terrain',
    quantity: 8,
    rate: 325,
    unit: 'hr',
  },
  { id: '00000000-0000-4000-8000-000000000202', name: 'Rigging crew (2)', quantity: 8, rate: 145, unit: 'hr' },
  { id: '00000000-0000-4000-8000-000000000203', name: 'Mobilization and travel', quantity: 1, rate: 950, unit: 'ea' },
];

/** Ids the template's attributes point at, which need values of their kind (an out time, a tax percentage). */
interface Roles {
  stopIds: Set<string>;
  outIds: Set<string>;
  discountIds: Set<string>;
  surchargeIds: Set<string>;
  taxIds: Set<string>;
}

function rolesOf(fields: Iterable<FormField>): Roles {
  const roles: Roles = {
    stopIds: new Set(),
    outIds: new Set(),
    discountIds: new Set(),
    surchargeIds: new Set(),
    taxIds: new Set(),
  };
  const add = (set: Set<string>, id: unknown) => typeof id === 'string' && set.add(id);
  for (const { attributes } of fields) {
    add(roles.stopIds, attributes.endId);
    add(roles.outIds, attributes.outId);
    add(roles.discountIds, attributes.discountsId);
    add(roles.surchargeIds, attributes.surchargeId);
    add(roles.taxIds, attributes.taxId);
  }
  return roles;
}

/** Text that fits the field's mapping or title; "Sample text" when nothing does. */
function sampleText({ label, id, attributes }: FormField): string {
  const mapping = attributes.mapping;
  const hint = `${label} ${id}`.toLowerCase();
  if (mapping === 'paymentTerms' || /payment terms|\bterms\b/.test(hint)) return 'Net 30';
  if (mapping === 'termsAndConditions' || /conditions/.test(hint))
    return 'Rates are per hour unless noted. Standby time is billed at the hourly rate.';
  if (mapping === 'billingAddress' || mapping === 'branch.name') return mapping === 'branch.name' ? 'Denver' : ADDRESS;
  if (mapping === 'userEmail' || /e-?mail/.test(hint)) return 'jordan.lee@example.com';
  if (mapping === 'userPhone' || /phone/.test(hint)) return '(303) 555-0142';
  if (/address|site|location/.test(hint)) return ADDRESS;
  if (/customer|company|client/.test(hint)) return 'Acme Construction';
  if (/\bpo\b|purchase order/.test(hint)) return 'PO-4471';
  if (/name/.test(hint)) return 'Jordan Lee';
  return 'Sample text';
}

function sampleNumber({ id }: FormField, roles: Roles): number {
  if (roles.outIds.has(id)) return 30;
  if (roles.discountIds.has(id)) return 100;
  if (roles.surchargeIds.has(id)) return 3;
  if (roles.taxIds.has(id)) return 8.25;
  return 2;
}

const date = () => SAMPLE_DATE;
const choice: Sample = ({ attributes }) => parseOptions(attributes.radioOptions ?? attributes.options)[0] ?? 'Option 1';

type Sample = (field: FormField, roles: Roles) => unknown;

/**
 * The sample value of each value type. Kept here, not in the types' definitions (src/forms/field-types/), so that the
 * pages that calculate and show values do not download the editors' sample data.
 */
const SAMPLES: Record<ValueFieldType, Sample> = {
  TextField: sampleText,
  TextArea: () =>
    'Set up the 100 t crane at the north gate, lifted 12 roof trusses to level 4 and demobilized. No incidents.',
  NumberField: sampleNumber,
  AdderField: sampleNumber,
  Checkbox: () => true,
  RadioField: choice,
  PickerField: choice,
  DateField: date,
  InvoiceDateField: date,
  WeekDateField: date,
  DueDateField: () => '2026-12-20',
  DateTimeField: () => at('07:00'),
  TimeField: ({ id }, roles) => (roles.stopIds.has(id) ? at('15:30') : at('07:00')),
  ClockTimeInput: () => ({
    clockInTimes: [{ ...DENVER, dateTime: at('06:55') }],
    clockOutTimes: [{ ...DENVER, dateTime: at('15:35') }],
    outTime: 30,
  }),
  InvoiceRangePicker: () => ['2026-11-01', '2026-11-30'],
  BranchField: () => ({ id: '00000000-0000-4000-8000-000000000301', name: 'Denver' }),
  DivisionField: () => ({ id: '00000000-0000-4000-8000-000000000302', name: 'Cranes' }),
  UserField: () => CREW[0],
  JobField: () => ({
    id: '00000000-0000-4000-8000-000000000303',
    number: 1042,
    name: 'Riverside Tower – Roof Trusses',
  }),
  LocationField: () => ({ address: ADDRESS, ...DENVER }),
  MultiUserField: () => CREW,
  MultiImageField: () => [SAMPLE_PHOTO, SAMPLE_PHOTO],
  SignatureField: () => SAMPLE_SIGNATURE,
  MultiQuoteItemField: () => LINE_ITEMS.map(({ id, ...item }) => ({ pricebookItemId: id, ...item, notes: '' })),
  MultiInvoiceItemField: () =>
    LINE_ITEMS.map(({ id, ...item }) => ({
      lineItemId: id,
      ...item,
      notes: '',
      startDate: '2026-11-02',
      endDate: SAMPLE_DATE,
    })),
  TotalField: () => 0,
};

/** A type the template names but no list knows is given text. */
const sampleValue = (field: FormField, roles: Roles): unknown =>
  (Object.hasOwn(SAMPLES, field.type) ? SAMPLES[field.type as ValueFieldType] : sampleText)(field, roles);

/** The sample submission of a template: number 1024, status New, Jordan Lee, 11/20/2026, a value for every field. */
export function sampleSubmission(template: FormTemplate): SubmissionLike {
  const fields = [...formFields(template).values()];
  const roles = rolesOf(fields);
  const submitted = Object.fromEntries(fields.map((field) => [field.id, sampleValue(field, roles)]));
  const { values, totalHours } = recompute(template, submitted);
  return {
    number: 1024,
    status: 'New',
    localDateTime: at('07:00'),
    // 4:42pm in Denver (UTC−7).
    submitDateTime: `${SAMPLE_DATE}T23:42:00.000Z`,
    timezoneOffset: 420,
    userName: CREW[0].userName,
    totalHours,
    fields: fields.map(({ id }) => ({ id, value: values[id] })),
  };
}
