import { z } from 'zod';
import { formTypeSchema, formTypeSlugSchema } from './form-types.js';

/*
 * Spec 3 §3. Loose where real templates vary (unknown keys are kept and stored as given), strict where code
 * relies on the structure: field lists are lists, types are non-empty text, grid positions are whole numbers,
 * attributes have the types the renderer and the calculations read. Field types themselves are checked by
 * checkLayout (layout-checks.ts), which knows which list applies where and says so in its message.
 */

const text = z.string();
const id = z.string().min(1);
const gridLine = z.int().min(1);
const textOrList = z.union([z.string(), z.array(z.string())]);

/** `hiddenIf` / `visibleIf`: an expression, or `{ id, ... }` naming the field the condition reads. */
export const fieldConditionSchema = z.union([z.string(), z.looseObject({ id })]);

export const databindingSchema = z.looseObject({
  expression: text.optional(),
  expressionVersion: z.union([z.string(), z.number()]).optional(),
  onSelect: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  autoSelect: z.boolean().optional(),
});

export const fieldAttributesSchema = z.looseObject({
  title: text.optional(),
  editTitle: text.optional(),
  hideTitle: z.boolean().optional(),
  hidden: z.boolean().optional(),
  hiddenIf: fieldConditionSchema.optional(),
  visibleIf: fieldConditionSchema.optional(),
  /** Comma-separated choices ("Standard, Critical, Tandem"); a list is accepted too. See parseOptions. */
  options: textOrList.optional(),
  /** One of MAPPING_VALUES (checked by checkLayout). */
  mapping: text.optional(),
  discountsId: id.optional(),
  surchargeId: id.optional(),
  taxId: id.optional(),
  startId: id.optional(),
  endId: id.optional(),
  outId: id.optional(),
  minuteIncrements: z.int().positive().optional(),
  showOutTime: z.boolean().optional(),
  nullDash: z.boolean().optional(),
  edit: z.boolean().optional(),
  required: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  rowLimit: z.int().positive().optional(),
  maxImages: z.int().positive().optional(),
  radioOptions: textOrList.optional(),
  /** The ids of the fields an AdderField adds up: a list, or comma-separated. See parseOptions. */
  adderFieldIds: textOrList.optional(),
  endText: text.optional(),
  // Style hints (pixels; titleSize also as a CSS size or a Mantine size name).
  marginTop: z.number().optional(),
  marginBottom: z.number().optional(),
  marginLeft: z.number().optional(),
  marginRight: z.number().optional(),
  titleSize: z.union([z.number(), z.string()]).optional(),
  nowrap: z.boolean().optional(),
  alignment: text.optional(),
  layout: text.optional(),
  border: z.union([z.boolean(), z.string()]).optional(),
  tagText: text.optional(),
  /** TimeField: show the Next Day checkbox. */
  checkbox: z.boolean().optional(),
  databinding: databindingSchema.optional(),
});
export type FieldAttributes = z.infer<typeof fieldAttributesSchema>;

/** A field of the template's own `fields` (the iOS layout), of `layouts.ios|android.fields` and of sub-forms. */
export const templateFieldSchema = z.looseObject({
  id: id.optional(),
  name: text.optional(),
  /** A layout field type (LAYOUT_FIELD_TYPES). */
  type: id,
  /** What the value is on the server, when it matters (SERVER_FIELD_TYPES). */
  fieldType: id.optional(),
  text: text.optional(),
  action: z.union([z.string(), z.looseObject({})]).optional(),
  /** A Row's column count, or a Table's column definitions. */
  columns: z.union([z.int().positive(), z.array(z.looseObject({}))]).optional(),
  columnStart: gridLine.optional(),
  columnEnd: gridLine.optional(),
  source: z.unknown().optional(),
  path: text.optional(),
  attributes: fieldAttributesSchema.optional(),
  get fields() {
    return z.array(templateFieldSchema).optional();
  },
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** An entry of `layouts.web.fields`: a Divider or a Row, whose `fields` are the widgets (src/forms/field-types/). */
export const webLayoutFieldSchema = z.looseObject({
  id: id.optional(),
  /** A server field type (SERVER_FIELD_TYPES). */
  type: id,
  text: text.optional(),
  path: text.optional(),
  /** A Row's column count (default 12). */
  columns: z.int().positive().optional(),
  columnStart: gridLine.optional(),
  columnEnd: gridLine.optional(),
  /** Metadata the renderer passes through (e.g. where a value comes from). */
  source: z.unknown().optional(),
  attributes: fieldAttributesSchema.optional(),
  get fields() {
    return z.array(webLayoutFieldSchema).optional();
  },
});
export type WebLayoutField = z.infer<typeof webLayoutFieldSchema>;

export const alertSchema = z.looseObject({
  title: text.optional(),
  message: text.optional(),
  action: text.optional(),
  actionButton: text.optional(),
  cancelButton: text.optional(),
  hasTextField: z.boolean().optional(),
  keyboard: text.optional(),
  textField: text.optional(),
  textFieldPrompt: text.optional(),
  /** The field that receives what is typed in the alert's text field. */
  textFieldInputId: id.optional(),
});
export type Alert = z.infer<typeof alertSchema>;

export const subFormSchema = z.looseObject({
  id: id.optional(),
  name: text.optional(),
  fields: z.array(templateFieldSchema).optional(),
  alerts: z.array(alertSchema).optional(),
});
export type SubForm = z.infer<typeof subFormSchema>;

/** `layouts.android` (and `layouts.ios` when an imported template carries one). */
export const mobileLayoutSchema = z.looseObject({
  fields: z.array(templateFieldSchema),
  alerts: z.array(alertSchema).optional(),
  subforms: z.array(subFormSchema).optional(),
});
export type MobileLayout = z.infer<typeof mobileLayoutSchema>;

export const webLayoutSchema = z.looseObject({
  /** The name of downloaded PDFs (default "Download Name" on AI save). */
  downloadName: text.optional(),
  fields: z.array(webLayoutFieldSchema),
});
export type WebLayout = z.infer<typeof webLayoutSchema>;

export const layoutsSchema = z.looseObject({
  web: webLayoutSchema.nullable().optional(),
  ios: mobileLayoutSchema.nullable().optional(),
  android: mobileLayoutSchema.nullable().optional(),
});

export const logicRuleSchema = z.looseObject({
  name: z.string().trim().min(1),
  rule: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

export const formTemplateSchema = z.looseObject({
  id: z.uuid().optional(),
  accountId: z.uuid().optional(),
  createdAt: text.optional(),
  updatedAt: text.optional(),
  divisionId: z.uuid().nullable().optional(),
  divisionIds: z.array(z.uuid()).optional(),
  requiredServices: z.array(z.string()).optional(),
  formTypeSlug: formTypeSlugSchema.optional(),
  /** The resolved form type, as the server answers it; ignored on input. */
  formType: formTypeSchema.partial().nullable().optional(),
  flagForReview: z.boolean().optional(),
  formVersion: z.string().trim().min(1),
  name: z.string({ error: 'Please provide a Form Name.' }).trim().min(1, { error: 'Please provide a Form Name.' }),
  /** Whether the form has submissions (server-maintained). */
  submitted: z.boolean().optional(),
  fields: z.array(templateFieldSchema),
  alerts: z.array(alertSchema).optional(),
  subForms: z.array(subFormSchema).optional(),
  layouts: layoutsSchema.optional(),
  logicRules: z.array(logicRuleSchema).optional(),
  renderEngineVersion: text.optional(),
  templateVersion: text.optional(),
  /** forDate: the id of the field holding the date a submission is for (a timecard's work date). */
  parameters: z.looseObject({ forDate: id.optional() }).optional(),
  description: text.optional(),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;

/** A value of a submission (POST /form, PATCH …/submission): keyed by the template field id. */
export const submissionFieldValueSchema = z.looseObject({
  id,
  itemType: text.optional(),
  type: text.optional(),
  value: z.unknown(),
});
export type SubmissionFieldValue = z.infer<typeof submissionFieldValueSchema>;
