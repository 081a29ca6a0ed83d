import type { FormTemplate } from './formTemplates';
import type { FormEditorPage } from './paths';

/** One of the detail page's editor links. */
export interface EditorLink {
  page: FormEditorPage;
  /** "Create Web Layout", "Update CSV Config", … */
  label: string;
}

const hasWebLayout = (template: FormTemplate) => Boolean((template.layouts as { web?: unknown } | null)?.web);
const hasAndroidLayout = (template: FormTemplate) =>
  Boolean((template.layouts as { android?: unknown } | null)?.android);

/**
 * Spec 3 §2: the eight editor links, "Create" or "Update" by whether the thing exists. The raw form and the iOS
 * layout (the template's own fields) always exist.
 */
export function editorLinks(template: FormTemplate): EditorLink[] {
  const verb = (exists: boolean) => (exists ? 'Update' : 'Create');
  return [
    { page: 'edit-raw-form', label: 'Update Raw Form' },
    { page: 'edit-web-layout', label: `${verb(hasWebLayout(template))} Web Layout` },
    { page: 'edit-dynamic-document', label: `${verb(template.hasDynamicDocument)} Dynamic Document` },
    { page: 'edit-csv-config', label: `${verb(template.hasCsvConfig)} CSV Config` },
    { page: 'edit-ios-layout', label: 'Update iOS Layout' },
    { page: 'edit-android-layout', label: `${verb(hasAndroidLayout(template))} Android Layout` },
    { page: 'edit-pdf-config', label: `${verb(template.hasPdfConfig)} PDF Config` },
    { page: 'notification-settings', label: `${verb(template.hasNotificationConfig)} Notification Settings` },
  ];
}

/** Spec 3 §2: the configs that block a delete, in the dialog's order (the server names them the same way). */
export function blockingConfigs(template: FormTemplate): string[] {
  return [
    hasWebLayout(template) && 'Web Layout',
    template.hasDynamicDocument && 'Dynamic Document',
    template.hasCsvConfig && 'CSV Config',
  ].filter((name): name is string => Boolean(name));
}

const countOf = (list: unknown) => (Array.isArray(list) ? list.length : 0);
const layoutSummary = (layout: unknown) =>
  layout && typeof layout === 'object' ? { fields: countOf((layout as { fields?: unknown }).fields) } : null;

/**
 * The detail page's read-only JSON summary: who and what the form is, how many fields each layout has and which
 * configs exist (the whole template is the raw editor's).
 */
export function templateSummary(template: FormTemplate) {
  const layouts = (template.layouts ?? {}) as { web?: unknown; ios?: unknown; android?: unknown };
  return {
    id: template.id,
    accountId: template.accountId,
    name: template.name,
    title: template.title,
    formTypeSlug: template.formTypeSlug,
    formVersion: template.formVersion,
    templateVersion: template.templateVersion ?? null,
    renderEngineVersion: template.renderEngineVersion ?? null,
    divisionId: template.divisionId ?? null,
    divisionIds: template.divisionIds,
    submitted: template.submitted ?? false,
    createdAt: template.createdAt as unknown,
    updatedAt: template.updatedAt as unknown,
    layouts: {
      ios: { fields: countOf(template.fields), alerts: countOf(template.alerts), subForms: countOf(template.subForms) },
      web: layoutSummary(layouts.web),
      android: layoutSummary(layouts.android),
    },
    configs: {
      pdf: template.hasPdfConfig,
      csv: template.hasCsvConfig,
      dynamicDocument: template.hasDynamicDocument,
      notification: template.hasNotificationConfig,
    },
  };
}
