/**
 * The forms engine (src/forms/engine, shared with the server, docs/forms.md) as the AI form builder uses it: its
 * form types and their template form types, the data model's items and types, the Form Description field.
 */
export {
  AI_DATA_MODEL_TYPES,
  AI_FORM_TYPES,
  dataModelItemSchema,
  DEFAULT_AI_FORM_TYPE,
  FORM_DESCRIPTION_FIELD_NAME,
  FORM_TYPE_OF_AI_TYPE,
  NEW_DATA_MODEL_ITEM,
  NEW_FORM_DEFAULTS,
  type AiDataModelType,
  type AiFormType,
  type DataModelItem,
} from '@server/forms/engine/index';
