import { arrayMove } from '@dnd-kit/sortable';
import { z } from 'zod';
import { type AiFormType, dataModelItemSchema, type DataModelItem, NEW_DATA_MODEL_ITEM } from './engine';
import { partialValue, postStream, SOMETHING_WENT_WRONG, StreamError } from './stream';

/** A data model row as the Data Model view edits it: every row has an id (its drag handle's and its list key). */
export type DataModelRow = DataModelItem & { id: string };

const dataModelAnswer = z.object({ data_model: z.array(dataModelItemSchema) });

const withId = (item: DataModelItem): DataModelRow => ({ ...item, id: item.id ?? crypto.randomUUID() });

/**
 * The rows of a half-streamed data model (the live view): its complete items only (a half-read item lacks its type
 * or has half of it).
 */
export function streamedRows(text: string): DataModelItem[] {
  const value = partialValue(text) as { data_model?: unknown } | undefined;
  const items = Array.isArray(value?.data_model) ? (value.data_model as unknown[]) : [];
  return items.flatMap((item) => {
    const parsed = dataModelItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** `POST /api/generate/data-model` (docs/ai-form-builder.md): the upload analysed, streamed item by item. */
export async function generateDataModel(
  file: File,
  formType: AiFormType,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<DataModelRow[]> {
  const body = new FormData();
  body.append('formType', formType);
  body.append('file', file);
  const parsed = dataModelAnswer.safeParse(await postStream('/generate/data-model', { body, signal }, onText));
  if (!parsed.success) throw new StreamError(SOMETHING_WENT_WRONG);
  return parsed.data.data_model.map(withId);
}

/** The Data Model view's edits (spec 3 §2): add "Field Name" (TextField), change, delete, drag to reorder. */
export const addRow = (rows: DataModelRow[]): DataModelRow[] => [...rows, withId({ ...NEW_DATA_MODEL_ITEM })];

export const changeRow = (rows: DataModelRow[], changed: DataModelRow): DataModelRow[] =>
  rows.map((row) => (row.id === changed.id ? changed : row));

export const deleteRow = (rows: DataModelRow[], id: string): DataModelRow[] => rows.filter((row) => row.id !== id);

/** `active` dropped on `over`'s place (dnd-kit's ids); unknown ids change nothing. */
export function moveRow(rows: DataModelRow[], active: string, over: string): DataModelRow[] {
  const from = rows.findIndex((row) => row.id === active);
  const to = rows.findIndex((row) => row.id === over);
  return from < 0 || to < 0 || from === to ? rows : arrayMove(rows, from, to);
}
