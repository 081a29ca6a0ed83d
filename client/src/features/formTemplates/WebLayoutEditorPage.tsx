import { FormTemplateSubPage } from './FormTemplateSubPage';
import { LayoutEditor } from './LayoutEditor';

/** /admin/forms/{formId}/edit-web-layout (spec 3 §2): the web layout's JSON beside the form renderer's preview. */
export default function WebLayoutEditorPage() {
  return (
    <FormTemplateSubPage title="Edit Web Layout" data-testid="web-layout-page">
      {(template) => <LayoutEditor key={template.id} template={template} kind="web" />}
    </FormTemplateSubPage>
  );
}
