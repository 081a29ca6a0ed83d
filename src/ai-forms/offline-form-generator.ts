import type { AiFormType, DataModelItem } from '../forms/engine/index.js';
import type { UploadAnalysis } from './analysis/upload-analysis.js';
import type { FormGenerator } from './form-generator.js';
import type { FormUpload } from './offline/extract-data-model.js';
import { jsonArrayPieces } from './stream-protocol.js';
import { templateFromDataModel, templatePieces } from './template-from-data-model.js';

/**
 * The default provider: the offline analysis (offline/, run in a child process by UploadAnalysis) and the rule-based
 * layout (template-from-data-model.ts). The stream starts once the file has been opened, so a file that cannot be is
 * refused with a 400.
 */
export class OfflineFormGenerator implements FormGenerator {
  constructor(private readonly analysis: UploadAnalysis) {}

  async *dataModel(upload: FormUpload, formType: AiFormType, signal: AbortSignal): AsyncGenerator<string> {
    const pages = await this.analysis.open<DataModelItem[]>({ kind: 'data-model', upload, formType }, signal);
    yield* jsonArrayPieces('{"data_model":[', itemsOf(pages), ']}');
  }

  template(formType: AiFormType, dataModel: DataModelItem[]): AsyncIterable<string> {
    return templatePieces(templateFromDataModel(dataModel, formType));
  }
}

async function* itemsOf(pages: AsyncIterable<DataModelItem[]>): AsyncGenerator<DataModelItem> {
  for await (const items of pages) yield* items;
}
