import { FormTemplateSubPage } from './FormTemplateSubPage';
import { LayoutEditor } from './LayoutEditor';

/**
 * /admin/forms/{formId}/edit-ios-layout: the iOS layout (the template's own fields, the hidden Form Description
 * first) beside the mobile-style preview with fixed sample values.
 */
export function IosLayoutEditorPage() {
  return (
    <FormTemplateSubPage title="Edit iOS Layout" data-testid="ios-layout-page">
      {(template) => <LayoutEditor key={template.id} template={template} kind="ios" />}
    </FormTemplateSubPage>
  );
}

/** /admin/forms/{formId}/edit-android-layout: `layouts.android` beside the mobile-style preview. */
export function AndroidLayoutEditorPage() {
  return (
    <FormTemplateSubPage title="Edit Android Layout" data-testid="android-layout-page">
      {(template) => <LayoutEditor key={template.id} template={template} kind="android" />}
    </FormTemplateSubPage>
  );
}
