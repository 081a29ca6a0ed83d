import { z } from 'zod';

/**
 * The nine global form types of spec 3 §3. Slugs are stored exactly as the spec lists them, including the
 * capital `Timecard` (a legacy spelling that clients and the spec compare against); input in any case is
 * normalised to this spelling with normalizeFormTypeSlug (docs/forms.md).
 */
export const FORM_TYPE_SLUGS = [
  'Timecard',
  'inspection-form',
  'safety-form',
  'incident-report',
  'attendance-form',
  'authorization',
  'quote',
  'invoice',
  'other',
] as const;
export type FormTypeSlug = (typeof FORM_TYPE_SLUGS)[number];

/** The form type of timecards, whose hours the billing cycles and the invoice pages read. */
export const TIMECARD_FORM_TYPE: FormTypeSlug = 'Timecard';

/** The fallback form type (quicklinks' currentFormTypeSlug default, new templates). */
export const DEFAULT_FORM_TYPE_SLUG: FormTypeSlug = 'other';

export function normalizeFormTypeSlug(slug: unknown): FormTypeSlug | undefined {
  if (typeof slug !== 'string') return undefined;
  const wanted = slug.trim().toLowerCase();
  return FORM_TYPE_SLUGS.find((known) => known.toLowerCase() === wanted);
}

export const UNKNOWN_FORM_TYPE = `Unknown form type; use one of: ${FORM_TYPE_SLUGS.join(', ')}`;

export const formTypeSlugSchema = z.string().refine((slug) => normalizeFormTypeSlug(slug) !== undefined, {
  error: UNKNOWN_FORM_TYPE,
});

/** A form type's colour: `#` and six hex digits. */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
export const HEX_COLOUR_MESSAGE = 'Must be a colour like #3378F6';
const hexColour = z.string().regex(HEX_COLOUR, { error: HEX_COLOUR_MESSAGE });

export const formTypeSchema = z.looseObject({
  slug: formTypeSlugSchema,
  displayName: z.string().trim().min(1),
  description: z.string(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  iconUrl: z.string().nullable().optional(),
  bgColor: hexColour,
  /** A Tabler icon name (the client's icon set), shown when there is no iconUrl. */
  iconType: z.string().nullable().optional(),
  ordinal: z.int().min(0),
  isGlobal: z.boolean(),
});
export type FormType = z.infer<typeof formTypeSchema>;

export interface FormTypeDefault {
  slug: FormTypeSlug;
  displayName: string;
  description: string;
  ordinal: number;
  bgColor: string;
  iconType: string;
  iconUrl: null;
  isGlobal: true;
}

const formType = (
  slug: FormTypeSlug,
  displayName: string,
  description: string,
  bgColor: string,
  iconType: string,
): FormTypeDefault => ({
  slug,
  displayName,
  description,
  ordinal: FORM_TYPE_SLUGS.indexOf(slug) + 1,
  bgColor,
  iconType,
  iconUrl: null,
  isGlobal: true,
});

/** The global defaults the server seeds; an account overrides them per slug (updateFormTypeAccount). */
export const FORM_TYPES: readonly FormTypeDefault[] = [
  formType(
    'Timecard',
    'Timecard',
    'Daily crew hours, clock-in and clock-out times and equipment used.',
    '#3378F6',
    'clock-hour-4',
  ),
  formType(
    'inspection-form',
    'Inspection Form',
    'Crane, rigging and equipment inspections before and after work.',
    '#E8A64B',
    'clipboard-check',
  ),
  formType(
    'safety-form',
    'Safety Form',
    'Job hazard analyses, lift plans and toolbox talks.',
    '#C7645E',
    'shield-check',
  ),
  formType(
    'incident-report',
    'Incident Report',
    'Injuries, near misses and property or equipment damage.',
    '#D9480F',
    'alert-triangle',
  ),
  formType(
    'attendance-form',
    'Attendance Form',
    'Sign-in sheets for safety meetings, training and site orientations.',
    '#29524A',
    'users',
  ),
  formType(
    'authorization',
    'Authorization',
    'Customer work authorizations, sign-offs and change orders.',
    '#801A86',
    'signature',
  ),
  formType('quote', 'Quote', 'Quotes for customers, priced from the pricebook.', '#1098AD', 'file-dollar'),
  formType('invoice', 'Invoice', 'Invoices for completed work, with line items and totals.', '#6DD0A0', 'receipt'),
  formType('other', 'Other', 'Any other form.', '#868E96', 'file-text'),
];

/** The AI builder's form types (spec 3 §3) and the form type of the template it generates. */
export const AI_FORM_TYPES = ['timecard', 'safety', 'quote', 'other'] as const;
export type AiFormType = (typeof AI_FORM_TYPES)[number];
export const DEFAULT_AI_FORM_TYPE: AiFormType = 'timecard';
export const FORM_TYPE_OF_AI_TYPE: Record<AiFormType, FormTypeSlug> = {
  timecard: 'Timecard',
  safety: 'safety-form',
  quote: 'quote',
  other: 'other',
};
