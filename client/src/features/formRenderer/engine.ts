/**
 * The forms engine and the PDF module's value formats and sample submission, shared with the server (docs/forms.md,
 * "Renderer"): the renderer and the editors import the same pure modules the server checks, recomputes and prints
 * with, straight from src/. Vite bundles them; tsc (moduleResolution bundler) and Jest (its moduleNameMapper) resolve
 * the `.js` suffixes of their relative imports to the `.ts` files. None of them imports Node, Nest or TypeORM.
 */
export * from '@server/forms/engine/index';
export * from '@server/forms/engine/calculations/index';
export {
  dateText,
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  displayText,
  hours as hoursText,
  money as moneyText,
  cents as centsText,
  number as numberText,
  TIME_PATTERN,
} from '@server/forms/pdf/format';
export { sampleSubmission, SAMPLE_DATE } from '@server/forms/pdf/sample-submission';
export { fieldContext, formFields, type FormField } from '@server/forms/pdf/form-fields';
export { FIELD_TYPES, fieldTypeOf } from '@server/forms/field-types/index';
