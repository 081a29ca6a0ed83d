import type { AiFormType, DataModelItem } from '../forms/engine/index.js';
import type { FormUpload } from './offline/extract-data-model.js';

/**
 * Where the AI builder's two steps come from: the offline analysis (default) or an OpenAI-compatible model
 * (AI_BASE_URL, AI_API_KEY, AI_MODEL). Each yields the pieces of the response text as they are made
 * (docs/ai-form-builder.md, Protocol) and stops when `signal` aborts (the client went away).
 */
export interface FormGenerator {
  dataModel(upload: FormUpload, formType: AiFormType, signal: AbortSignal): AsyncIterable<string>;
  template(formType: AiFormType, dataModel: DataModelItem[], signal: AbortSignal): AsyncIterable<string>;
}

export const FORM_GENERATOR = Symbol('FORM_GENERATOR');
