/** The forms engine's templates, layouts and configs: pure code shared by the server and the browser client. */
export * from './field-types.js';
export * from './form-types.js';
export * from './problems.js';
export * from './template.schema.js';
export * from './layout-checks.js';
export * from './new-template.js';
export * from './ai-data-model.schema.js';
export { fieldIds, isJsonObject, walkFields, type FieldVisit, type JsonObject } from './field-walk.js';
export * from './configs/value-source.js';
export * from './configs/csv-config.schema.js';
export * from './configs/dynamic-document.schema.js';
export * from './configs/pdf-config.schema.js';
export * from './configs/notification-config.schema.js';
export * from './configs/quicklink.schema.js';
export * from './configs/config-checks.js';
export * from './json-schemas.js';
export * from './invoice-prefill.js';
export * from './form-type-policy.js';
