import { z } from 'zod';
import { AI_DATA_MODEL_TYPES } from './field-types.js';

/** One item of the AI builder's data model (POST /generate/data-model answers `{ data_model: [...] }`). */
export const dataModelItemSchema = z.looseObject({
  id: z.string().min(1).optional(),
  name: z.string().trim().min(1),
  type: z.enum(AI_DATA_MODEL_TYPES),
});
export type DataModelItem = z.infer<typeof dataModelItemSchema>;

export const dataModelSchema = z.looseObject({ data_model: z.array(dataModelItemSchema) });

/** The row the Data Model view adds (spec 3 §2). */
export const NEW_DATA_MODEL_ITEM = { name: 'Field Name', type: 'TextField' } as const satisfies DataModelItem;
