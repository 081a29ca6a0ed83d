import { z } from 'zod';
import type { Option } from '../../ui/Select';
import type { PriceBookItem, PriceBookItemInput } from './pricebook';

const option = z.object({ id: z.string(), value: z.string() });

/** Spec 1 §5 "Price book item". */
export const priceBookItemSchema = z.object({
  name: z.string().trim().min(1, 'Please provide a Form Name.'),
  description: z.string().trim().min(1, 'Please provide an item description.'),
  unit: z.string().trim().min(1, 'Please provide a unit'),
  category: z.string().trim().min(1, 'Please provide a category'),
  rate: z.number().int().nonnegative().nullable(),
  divisions: z.array(option),
  branches: z.array(option),
});

export type PriceBookItemFormValues = z.infer<typeof priceBookItemSchema>;

const pick = (options: Option[], ids: string[]) => options.filter((option) => ids.includes(option.id));

export function formValues(
  item: PriceBookItem | null,
  divisions: Option[],
  branches: Option[],
): PriceBookItemFormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    unit: item?.unit ?? '',
    category: item?.category ?? '',
    rate: item?.rate ?? null,
    divisions: pick(divisions, item?.divisionIds ?? []),
    branches: pick(branches, item?.branchIds ?? []),
  };
}

export function toInput(values: PriceBookItemFormValues, id?: string): PriceBookItemInput {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    description: values.description.trim(),
    unit: values.unit.trim(),
    category: values.category.trim(),
    rate: values.rate,
    divisionIds: values.divisions.map((division) => division.id),
    branchIds: values.branches.map((branch) => branch.id),
  };
}
