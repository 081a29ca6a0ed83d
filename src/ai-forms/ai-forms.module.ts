import { Module, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AiFormsController } from './ai-forms.controller.js';
import { FORM_GENERATOR } from './form-generator.js';
import { OfflineFormGenerator } from './offline-form-generator.js';
import { ocrPool } from './offline/extract-data-model.js';
import { OpenAiFormGenerator } from './openai-form-generator.js';

/** The AI form builder's calls (docs/ai-form-builder.md): offline unless an OpenAI-compatible model is configured. */
@Module({
  controllers: [AiFormsController],
  providers: [
    {
      provide: FORM_GENERATOR,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.ai ? new OpenAiFormGenerator(config.ai) : new OfflineFormGenerator()),
    },
  ],
})
export class AiFormsModule implements OnModuleDestroy {
  /** The OCR workers are the process's (offline/ocr-pool.ts): ended with the app, so it can exit. */
  onModuleDestroy(): Promise<void> {
    return ocrPool.close();
  }
}
