import { z } from 'zod';
import { ASSET_STATUS_LABELS } from '../../ui/format';
import type { Option } from '../../ui/Select';
import type { Asset, AssetDetails, AssetMetadata } from './assets';

export const REQUIRED = 'Required';
export const CATEGORY_REQUIRED = 'Category is required!';
export const MANUFACTURER_REQUIRED = 'Manufacturer is required!';
export const TYPE_REQUIRED = 'Type is required!';
export const POSITIVE_ONLY = 'Positive numbers only.';
export const KEY_REQUIRED = 'Key is required';

/** The default type and manufacturer (spec 2 §9). */
export const UNKNOWN = 'Unknown';

/** The asset status choices, labelled as every screen shows them. */
export const ASSET_STATUSES: Option[] = Object.entries(ASSET_STATUS_LABELS).map(([id, value]) => ({ id, value }));

export const DIMENSIONS = ['length', 'width', 'height', 'weight'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const UNITS: Record<Dimension, string[]> = {
  length: ['ft', 'in', 'm', 'cm'],
  width: ['ft', 'in', 'm', 'cm'],
  height: ['ft', 'in', 'm', 'cm'],
  weight: ['lb', 'ton', 'kg', 't'],
};

/** A number input's value: a number, or '' while empty. */
export type NumberValue = number | string;

export interface MetadataRow {
  key: string;
  value: string;
  unit: string;
}

export interface AssetFormValues {
  assetName: string;
  categoryId: string | null;
  assetType: Option | null;
  manufacturer: Option | null;
  assetStatus: string;
  branchIds: string[];
  divisionId: string | null;
  serialNumber: string;
  notes: string;
  macAddress: string;
  engineHours: NumberValue;
  metadata: MetadataRow[];
  measurements: Record<Dimension, { value: NumberValue; unit: string }>;
}

/** `POST /api/assets` and `PUT /api/assets/{assetId}`: the whole asset (creating adds `attachments: []`). */
export interface AssetPayload {
  assetName: string;
  assetStatus: string;
  branchIds: string[];
  divisionId: string | null;
  categoryId: string;
  address: Asset['address'];
  macAddress: string | null;
  engineHours?: number | null;
  metadata: AssetMetadata[];
  details: AssetDetails;
  attachments?: [];
}

const isBlank = (value: unknown) => String(value).trim() === '';
const isEmptyRow = (row: MetadataRow) => [row.key, row.value, row.unit].every(isBlank);
const chosen = (message: string) =>
  z
    .object({ id: z.string(), value: z.string() })
    .nullable()
    .refine((option) => !!option?.id && !!option.value, message);

export const assetFormSchema = z.object({
  assetName: z.string().refine((name) => !isBlank(name), REQUIRED),
  categoryId: z
    .string()
    .nullable()
    .refine((id) => !!id, CATEGORY_REQUIRED),
  assetType: chosen(TYPE_REQUIRED),
  manufacturer: chosen(MANUFACTURER_REQUIRED),
  assetStatus: z.string(),
  branchIds: z.array(z.string()),
  divisionId: z.string().nullable(),
  serialNumber: z.string(),
  notes: z.string(),
  macAddress: z.string(),
  engineHours: z.union([z.number(), z.string()]).refine((hours) => hours === '' || Number(hours) >= 0, POSITIVE_ONLY),
  metadata: z.array(
    z
      .object({ key: z.string(), value: z.string(), unit: z.string() })
      .refine((row) => isEmptyRow(row) || !isBlank(row.key), { message: KEY_REQUIRED, path: ['key'] }),
  ),
  measurements: z.record(z.string(), z.object({ value: z.union([z.number(), z.string()]), unit: z.string() })),
});

const optionNamed = (options: Option[], value: string | undefined) =>
  options.find((option) => option.value === value) ?? null;

/** The lists the form's selects offer. */
export interface AssetFormLookups {
  types: Option[];
  manufacturers: Option[];
}

/**
 * The form's values for a new asset (`asset` absent), an asset being edited, or a copy being duplicated.
 * Unknown type and manufacturer are the defaults (spec 2 §9).
 */
export function assetFormValues(lookups: AssetFormLookups, asset?: Asset): AssetFormValues {
  const details = asset?.details;
  const measurement = (dimension: Dimension) => ({
    value: details?.[dimension] ?? '',
    unit: details?.[`${dimension}Unit`] ?? '',
  });
  return {
    assetName: asset?.assetName ?? '',
    categoryId: asset?.categoryId ?? null,
    assetType: optionNamed(lookups.types, details?.assetType ?? UNKNOWN),
    manufacturer: optionNamed(lookups.manufacturers, details?.manufacturer ?? UNKNOWN),
    assetStatus: asset?.assetStatus ?? 'active',
    branchIds: asset?.branchIds ?? [],
    divisionId: asset?.divisionId ?? null,
    serialNumber: details?.serialNumber ?? '',
    notes: details?.notes ?? '',
    macAddress: asset?.macAddress ?? '',
    engineHours: asset?.engineHours ?? '',
    metadata: (asset?.metadata ?? []).map((row) => ({
      key: row.metadataName,
      value: row.metadataValue.trim(),
      unit: row.metadataUnitOfMeasure,
    })),
    measurements: {
      length: measurement('length'),
      width: measurement('width'),
      height: measurement('height'),
      weight: measurement('weight'),
    },
  };
}

/** What a duplicate starts from: the asset without its id-bound parts (attachments, tracker id, engine hours). */
export function duplicateOf(asset: Asset): Asset {
  return { ...asset, id: '', attachments: [], macAddress: null, engineHours: null };
}

interface PayloadOptions {
  /** The asset being edited or duplicated: the fields the form does not show are kept from it. */
  base?: Asset;
  /** Spec 2 §5: engine hours are saved only when edited and the web engine-hours flag is on. */
  saveEngineHours: boolean;
  creating: boolean;
}

function measurementDetails(measurements: AssetFormValues['measurements']): Partial<AssetDetails> {
  const details: Record<string, number | string> = {};
  for (const dimension of DIMENSIONS) {
    const { value, unit } = measurements[dimension];
    if (value !== '' && Number.isFinite(Number(value))) details[dimension] = Number(value);
    if (unit) details[`${dimension}Unit`] = unit;
  }
  return details;
}

/** The asset body of the form's values, by the rules of spec 2 §5. */
export function assetPayload(
  values: AssetFormValues,
  { base, saveEngineHours, creating }: PayloadOptions,
): AssetPayload {
  const kept = { ...base?.details };
  for (const dimension of DIMENSIONS) {
    delete kept[dimension];
    delete kept[`${dimension}Unit`];
  }
  const payload: AssetPayload = {
    assetName: values.assetName.trim(),
    assetStatus: values.assetStatus,
    branchIds: values.branchIds,
    divisionId: values.divisionId,
    categoryId: values.categoryId ?? '',
    address: base?.address ?? null,
    macAddress: values.macAddress.trim() || null,
    metadata: values.metadata
      .filter((row) => !isBlank(row.key))
      .map((row) => ({
        metadataName: row.key.trim(),
        metadataValue: isBlank(row.value) ? ' ' : row.value.trim(),
        metadataUnitOfMeasure: row.unit.trim(),
      })),
    details: {
      ...kept,
      assetType: values.assetType?.value ?? '',
      manufacturer: values.manufacturer?.value ?? '',
      serialNumber: values.serialNumber.trim(),
      notes: values.notes.trim(),
      ...measurementDetails(values.measurements),
    },
  };
  if (saveEngineHours) payload.engineHours = values.engineHours === '' ? null : Math.round(Number(values.engineHours));
  if (creating) payload.attachments = [];
  return payload;
}
