import { Module, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AiFormsController } from './ai-forms.controller.js';
import { UploadAnalysis } from './analysis/upload-analysis.js';
import { FORM_GENERATOR } from './form-generator.js';
import { OfflineFormGenerator } from './offline-form-generator.js';
import { OpenAiFormGenerator } from './openai-form-generator.js';

/** The AI form builder's calls (docs/ai-form-builder.md): offline unless an OpenAI-compatible model is configured. */
@Module({
  controllers: [AiFormsController],
  providers: [
    { provide: UploadAnalysis, useFactory: () => new UploadAnalysis() },
    {
      provide: FORM_GENERATOR,
      inject: [APP_CONFIG, UploadAnalysis],
      useFactory: (config: AppConfig, analysis: UploadAnalysis) =>
        config.ai ? new OpenAiFormGenerator(config.ai, analysis) : new OfflineFormGenerator(analysis),
    },
  ],
})
export class AiFormsModule implements OnModuleDestroy {
  constructor(private readonly analysis: UploadAnalysis) {}

  /** The analysis children are the process's (analysis/upload-analysis.ts): ended with the app, so it can exit. */
  onModuleDestroy(): Promise<void> {
    return this.analysis.close();
  }
}
