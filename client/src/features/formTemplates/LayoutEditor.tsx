import { Alert, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useBranches, useDivisions } from '../accounts';
import {
  type FieldValues,
  FormRenderer,
  FormRenderErrorBoundary,
  type FormRendererProps,
  MobilePreview,
  sampleValues,
} from '../formRenderer';
import { JsonEditor } from '../../ui/jsonEditor/JsonEditor';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { assignBannerIds } from './engine';
import { type FormTemplate, useUpdateFormTemplate } from './formTemplates';
import { updateProblems } from './serverProblems';
import { type EditedLayout, LAYOUTS, layoutsOf, useLayoutDraft } from './layoutDraft';
import { ProblemList, type ListedProblem } from './ProblemList';

export const RENDER_ERROR = 'An Error Occurred. Fix layout and click reset.';
export const INVALID_JSON = 'Invalid JSON';

/** The stored layout, or null when the template has none yet. */
function storedLayout(template: FormTemplate, kind: EditedLayout): unknown {
  if (kind === 'ios') return template.fields ?? null;
  return layoutsOf(template)[kind] ?? null;
}

/** The updateFormTemplate input that saves it (`layouts` replaces all three, so the others are sent back). */
function saveInput(template: FormTemplate, kind: EditedLayout, layout: unknown) {
  return kind === 'ios' ? { fields: layout } : { layouts: { ...layoutsOf(template), [kind]: layout } };
}

const text = (value: unknown) => JSON.stringify(value, null, 2);

/** The preview of the edited layout: the form renderer (web) or the mobile-style preview (iOS, Android). */
function Preview({ kind, ...props }: FormRendererProps & { kind: EditedLayout }) {
  if (kind !== 'web') return <MobilePreview template={props.template} platform={kind} />;
  return <FormRenderer {...props} data-testid="layout-preview-form" />;
}

/**
 * A layout editor (spec 3 §2 edit-web-layout, edit-ios-layout, edit-android-layout): the layout's JSON beside a live
 * preview drawn by the form renderer (the web layout; the mobile-style preview for iOS and Android, with fixed sample
 * values). A parse error shows "Invalid JSON" instead of the preview; a layout the renderer cannot draw shows "An
 * Error Occurred. Fix layout and click reset." with Reset, which draws the current JSON again. The engine's layout
 * checks (the server's, same code) are listed under the editor and underlined in it. Save gives Banners without an
 * id new ones, then sends the layout with updateFormTemplate.
 */
export function LayoutEditor({ template, kind }: { template: FormTemplate; kind: EditedLayout }) {
  const stored = storedLayout(template, kind);
  const loaded = useMemo(() => text(stored ?? LAYOUTS[kind].empty), [stored, kind]);
  const [draft, setDraft] = useState(loaded);
  const [serverProblems, setServerProblems] = useState<ListedProblem[]>([]);
  const [readOnly, setReadOnly] = useState(false);
  const [sample] = useState(() => sampleValues(template));
  const [values, setValues] = useState<FieldValues>(sample.values);
  const { updateTemplate, updating } = useUpdateFormTemplate();
  const branches = useBranches().data;
  const divisions = useDivisions().data;
  const lookups = useMemo(
    () => ({
      branches: branches?.map(({ id, name }) => ({ id, name })),
      divisions: divisions?.map(({ id, divisionName }) => ({ id, name: divisionName })),
    }),
    [branches, divisions],
  );

  const { parsed, candidate, problems, underlined } = useLayoutDraft(template, kind, draft);
  const dirty = draft !== loaded;
  const guard = useUnsavedChangesGuard(dirty && !updating);

  const save = async () => {
    if (!parsed.ok) return;
    const layout = assignBannerIds(parsed.value);
    try {
      await updateTemplate(template.id, saveInput(template, kind, layout));
      setServerProblems([]);
      setDraft(text(layout));
      showSuccessToast('Form updated successfully in SQL..');
    } catch (error) {
      setServerProblems(updateProblems(error));
      showErrorToast('Error updating form.');
    }
  };

  const label = LAYOUTS[kind].label;
  return (
    <Stack gap="md">
      {guard}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="sm">
          <JsonEditor
            label={label}
            value={draft}
            onChange={setDraft}
            invalid={!parsed.ok}
            height="65vh"
            problems={underlined}
            data-testid="layout-editor-json"
          />
          <ProblemList
            title="Layout checks"
            problems={serverProblems.length > 0 ? serverProblems : problems}
            data-testid="layout-editor-problems"
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setDraft(loaded);
                setServerProblems([]);
              }}
              disabled={!dirty || updating}
              data-testid="layout-editor-discard"
            >
              Discard Changes
            </Button>
            <Button
              onClick={() => void save()}
              disabled={!parsed.ok || problems.length > 0 || updating || (!dirty && stored !== null)}
              loading={updating}
              data-testid="layout-editor-save"
            >
              Save
            </Button>
          </Group>
        </Stack>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>Preview</Text>
            {kind === 'web' && (
              <SegmentedControl
                size="xs"
                data={['Editable', 'Read-only']}
                value={readOnly ? 'Read-only' : 'Editable'}
                onChange={(mode) => setReadOnly(mode === 'Read-only')}
                data-testid="layout-preview-mode"
              />
            )}
          </Group>
          <Paper withBorder p="md" radius="md" data-testid="layout-preview">
            {candidate ? (
              <FormRenderErrorBoundary
                fallback={(_error, reset) => (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="layout-preview-error">
                    <Stack gap="sm" align="flex-start">
                      <Text size="sm">{RENDER_ERROR}</Text>
                      <Button size="xs" variant="default" onClick={reset} data-testid="layout-preview-reset">
                        Reset
                      </Button>
                    </Stack>
                  </Alert>
                )}
              >
                <Preview
                  kind={kind}
                  template={candidate}
                  values={values}
                  onChange={setValues}
                  readOnly={readOnly}
                  localDateTime={sample.localDateTime}
                  lookups={lookups}
                />
              </FormRenderErrorBoundary>
            ) : (
              <Text c="red" fw={600} data-testid="layout-editor-invalid-json">
                {INVALID_JSON}
              </Text>
            )}
          </Paper>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
