import type { AiFormType, DataModelItem } from '../forms/engine/index.js';
import type { FormGenerator } from './form-generator.js';
import { extractDataModel, type FormUpload } from './offline/extract-data-model.js';
import { jsonArrayPieces } from './stream-protocol.js';
import { templateFromDataModel, templatePieces } from './template-from-data-model.js';

/** The default provider: the offline analysis (offline/) and the rule-based layout (template-from-data-model.ts). */
export class OfflineFormGenerator implements FormGenerator {
  dataModel(upload: FormUpload, formType: AiFormType, signal: AbortSignal): AsyncIterable<string> {
    return jsonArrayPieces('{"data_model":[', extractDataModel(upload, formType, signal), ']}');
  }

  template(formType: AiFormType, dataModel: DataModelItem[]): AsyncIterable<string> {
    return templatePieces(templateFromDataModel(dataModel, formType));
  }
}
