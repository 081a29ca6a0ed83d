import { Module } from '@nestjs/common';
import { FormsModule } from '../forms/forms.module.js';
import { QuotesService } from './quotes.service.js';

/** Quotes over the forms module's submissions; the jobs and invoices modules link to them (docs/billing.md). */
@Module({
  imports: [FormsModule],
  providers: [QuotesService],
  exports: [QuotesService],
})
export class QuotesModule {}
