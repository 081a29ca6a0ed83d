import { z } from 'zod';
import type { Branch } from '../accounts';
import type { ImageValue } from '../../ui/images/images';

export const REQUIRED = 'Required';
export const PHONE_FORMAT = 'Phone number not in correct format. Ex: ###-###-####';
/** Spec 1 §5: ten digits with optional parentheses and separators (the server's rule too). */
const PHONE_PATTERN = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

const required = z.string().trim().min(1, REQUIRED);
const image = z.object({ src: z.string(), data: z.string().optional(), mime: z.string().optional() });

/** Spec 1 §5 "Branch". */
export const branchFormSchema = z.object({
  name: required,
  divisionId: z.string().nullable(),
  email: required.pipe(z.email('Invalid Email')),
  phoneNumber: z.string().trim().regex(PHONE_PATTERN, PHONE_FORMAT),
  address: required,
  city: required,
  state: required,
  postalCode: required,
  logo: image.nullable().refine(Boolean, REQUIRED),
  quoteCover: image.nullable(),
});

export type BranchFormValues = z.infer<typeof branchFormSchema>;

/** The form's values for a branch, or for a new one in `divisionId`. */
export function branchFormValues(branch: Branch | null, divisionId: string | null = null): BranchFormValues {
  const shown = (src: string | null | undefined): ImageValue | null => (src ? { src } : null);
  return {
    name: branch?.name ?? '',
    divisionId: branch ? branch.divisionId : divisionId,
    email: branch?.email ?? '',
    phoneNumber: branch?.phoneNumber ?? '',
    address: branch?.address ?? '',
    city: branch?.city ?? '',
    state: branch?.state ?? '',
    postalCode: branch?.postalCode ?? '',
    logo: shown(branch?.logo),
    quoteCover: shown(branch?.quoteCover),
  };
}

/** What `POST /api/branch` and `PATCH /api/branch/{branchId}` take (spec 1 §7). */
export interface BranchPayload {
  name?: string;
  divisionId?: string | null;
  email?: string;
  phoneNumber?: string;
  address?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  logo?: string;
  logoMime?: string;
  quoteCover?: string | null;
  quoteCoverMime?: string;
}

const TEXT_FIELDS = ['name', 'divisionId', 'email', 'phoneNumber', 'address', 'city', 'state', 'postalCode'] as const;

/** An image as sent: its data and type when newly chosen, null when removed; a shown, unchanged one has no data. */
function imageFields(key: 'logo' | 'quoteCover', value: ImageValue | null): BranchPayload {
  if (value === null) return { [key]: null };
  if (value.data === undefined) return {};
  return { [key]: value.data, ...(value.mime ? { [`${key}Mime`]: value.mime } : {}) };
}

/**
 * The create payload (no division or quote cover when none is chosen), or on edit (`changed` marks the changed
 * fields) only the changed ones, where null removes the division or quote cover: the name is not editable, and
 * an unchanged image is omitted (spec 1 §5).
 */
export function branchPayload(
  values: BranchFormValues,
  changed?: Partial<Record<keyof BranchFormValues, unknown>>,
): BranchPayload {
  const include = (key: keyof BranchFormValues) => !changed || (key !== 'name' && Boolean(changed[key]));
  const payload: BranchPayload = {};
  for (const key of TEXT_FIELDS) if (include(key)) Object.assign(payload, { [key]: values[key] });
  if (include('logo')) Object.assign(payload, imageFields('logo', values.logo));
  if (include('quoteCover')) Object.assign(payload, imageFields('quoteCover', values.quoteCover));
  return changed ? payload : Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== null));
}
