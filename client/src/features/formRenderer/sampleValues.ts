import { type FormTemplate, sampleSubmission } from './engine';
import type { FieldValues } from './types';

/**
 * Fixed, plausible values for every field of a template and the submission's local date-time: the sample submission
 * the PDF preview prints (src/forms/pdf/sample-submission.ts), so the editors' previews and the PDF show the same form.
 */
export function sampleValues(template: unknown): { values: FieldValues; localDateTime: string } {
  const submission = sampleSubmission(template as FormTemplate);
  return {
    values: Object.fromEntries((submission.fields ?? []).map(({ id, value }) => [id, value])),
    localDateTime: String(submission.localDateTime),
  };
}
