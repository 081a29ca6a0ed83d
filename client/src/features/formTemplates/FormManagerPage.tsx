import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { MultiSelect } from '../../ui/MultiSelect';
import { SortableList, useSortableItem } from '../../ui/SortableList';
import { PageLoader } from '../../ui/PageLoader';
import { Select, type Option } from '../../ui/Select';
import { showErrorToast, showSuccessToast, useErrorToast } from '../../ui/toasts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useDivisions } from '../accounts';
import {
  batchOperations,
  moveRow,
  movesWithinType,
  newRow,
  rowProblems,
  rowsOf,
  type QuickLinkRow,
  type RowProblem,
} from './formManager';
import { useFormTemplates, type FormTemplateSummary } from './formTemplates';
import { QuickLinkBatchError, useQuickLinkBatch, useQuickLinks, type QuickLink } from './quickLinks';

interface RowProps {
  row: QuickLinkRow;
  index: number;
  formName: string;
  typeName?: string;
  forms: Option[];
  divisions: Option[];
  problem?: RowProblem;
  onChange: (row: QuickLinkRow) => void;
  /** Whether the row may move to this index (within its form type). */
  canMove: (to: number) => boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuickLinkRowCard(props: RowProps) {
  const { row, index, formName, typeName, forms, divisions, problem, onChange, canMove, onMove, onRemove } = props;
  const { ref, style, handle } = useSortableItem(row.key);
  const label = formName || `row ${index + 1}`;
  const chosenForm =
    forms.find((form) => form.id === row.formId) ?? (row.formId ? { id: row.formId, value: formName } : null);
  const chosenDivisions = row.divisionIds.map(
    (id) => divisions.find((division) => division.id === id) ?? { id, value: id },
  );
  return (
    <Card ref={ref} withBorder padding="sm" radius="md" style={style} data-testid="quicklink-row">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={26}
          aria-label={`Drag ${label}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...handle}
          data-testid="quicklink-drag"
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Select
          label="Form"
          options={forms}
          value={chosenForm}
          onChange={(form) => onChange({ ...row, formId: form?.id ?? null })}
          disabled={Boolean(row.existing)}
          error={problem}
          style={{ flex: 2 }}
          data-testid="quicklink-form"
        />
        <MultiSelect
          label="Divisions"
          options={divisions}
          value={chosenDivisions}
          onChange={(chosen) => onChange({ ...row, divisionIds: chosen.map((division) => division.id) })}
          style={{ flex: 2 }}
          data-testid="quicklink-divisions"
        />
        <Stack gap={4} mt={26} style={{ flex: 1 }} miw={110}>
          {typeName && (
            <Badge variant="light" color="gray" data-testid="quicklink-type">
              {typeName}
            </Badge>
          )}
        </Stack>
        <Group gap={4} mt={26} wrap="nowrap">
          {(['up', 'down'] as const).map((direction) => {
            const to = direction === 'up' ? index - 1 : index + 1;
            return (
              <Tooltip key={direction} label={`Move ${direction}`}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${label} ${direction}`}
                  disabled={!canMove(to)}
                  onClick={() => onMove(to)}
                  data-testid={`quicklink-${direction}`}
                >
                  {direction === 'up' ? <IconArrowUp size={18} /> : <IconArrowDown size={18} />}
                </ActionIcon>
              </Tooltip>
            );
          })}
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label}`}
              onClick={onRemove}
              data-testid="quicklink-remove"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

interface EditorProps {
  stored: readonly QuickLink[];
  templates: readonly FormTemplateSummary[];
  divisions: Option[];
  onSaved: () => Promise<unknown>;
}

function QuickLinkOrderEditor({ stored, templates, divisions, onSaved }: EditorProps) {
  const [rows, setRows] = useState(() => rowsOf(stored));
  const [checked, setChecked] = useState(false);
  const { apply, saving } = useQuickLinkBatch();
  const templateOf = useMemo(() => new Map(templates.map((template) => [template.id, template])), [templates]);
  const linkOf = useMemo(() => new Map(stored.map((link) => [link.id, link])), [stored]);
  const forms: Option[] = templates.map((template) => ({ id: template.id, value: template.name }));
  const formTypeOf = (formId: string) => templateOf.get(formId)?.formTypeSlug;
  const operations = batchOperations(rows, stored, formTypeOf);
  const problems = rowProblems(rows);
  const dirty = operations.length > 0 || rows.some((row) => !row.formId);
  const guard = useUnsavedChangesGuard(dirty && !saving);

  const nameOf = (row: QuickLinkRow) => {
    const link = row.existing && linkOf.get(row.existing.id);
    return (row.formId && templateOf.get(row.formId)?.name) ?? link?.displayName ?? '';
  };
  const typeNameOf = (row: QuickLinkRow) => {
    const link = row.existing && linkOf.get(row.existing.id);
    return link?.formType.displayName ?? (row.formId ? formTypeOf(row.formId) : undefined);
  };
  const update = (key: string, next: QuickLinkRow) =>
    setRows((current) => current.map((row) => (row.key === key ? next : row)));
  const canMove = (from: number, to: number) =>
    to >= 0 && to < rows.length && movesWithinType(rows, from, to, formTypeOf);
  const move = (from: number, to: number) => setRows((current) => moveRow(current, from, to));
  const dropped = (active: string, over: string) => {
    const from = rows.findIndex((row) => row.key === active);
    const to = rows.findIndex((row) => row.key === over);
    if (canMove(from, to)) move(from, to);
    else showErrorToast(`${nameOf(rows[from])} can only move among the ${typeNameOf(rows[from])} quicklinks.`);
  };

  const save = async () => {
    setChecked(true);
    if (problems.size > 0) return;
    try {
      await apply(operations);
    } catch (error) {
      showErrorToast(error instanceof QuickLinkBatchError ? error.message : errorText(error));
      return;
    }
    showSuccessToast('Form Updated.');
    setChecked(false);
    await onSaved();
  };

  return (
    <Stack gap="md">
      {guard}
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={2} fz={20}>
            Quicklink Order
          </Title>
          <Text size="sm" c="dimmed">
            The forms home page groups quicklinks by form type; this order sets their order within each type.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setRows((current) => [...current, newRow()])}
            data-testid="quicklink-add"
          >
            Add Quicklink
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="quicklink-save">
            Save
          </Button>
        </Group>
      </Group>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg" data-testid="quicklink-empty">
          No quicklinks yet. Add one to show a form on the forms home page.
        </Text>
      )}
      <SortableList ids={rows.map((row) => row.key)} onMove={dropped}>
        <Stack gap="xs" data-testid="quicklink-rows">
          {rows.map((row, index) => (
            <QuickLinkRowCard
              key={row.key}
              row={row}
              index={index}
              formName={nameOf(row)}
              typeName={typeNameOf(row)}
              forms={forms}
              divisions={divisions}
              problem={shownProblem(problems.get(row.key), checked)}
              onChange={(next) => update(row.key, next)}
              canMove={(to) => canMove(index, to)}
              onMove={(to) => move(index, to)}
              onRemove={() => setRows((current) => current.filter((item) => item.key !== row.key))}
            />
          ))}
        </Stack>
      </SortableList>
    </Stack>
  );
}

/** "Already selected" shows at once; "Required" once the user has tried to save (an added row starts empty). */
const shownProblem = (problem: RowProblem | undefined, checked: boolean) =>
  problem === 'Required' && !checked ? undefined : problem;

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Unable to update quicklinks.');

/** /settings/form-manager (spec 3 §2): the Quicklink Order editor, saved as one batch of quicklink operations. */
export default function FormManagerPage() {
  const { quickLinks, loading, error, refetch } = useQuickLinks();
  const { templates, error: templatesError } = useFormTemplates();
  const divisions = useDivisions();
  const [version, setVersion] = useState(0);
  useErrorToast(error, 'Error fetching quicklinks.');
  useErrorToast(templatesError, 'Error fetching forms.');
  const divisionOptions = (divisions.data ?? []).map((division) => ({ id: division.id, value: division.divisionName }));

  const reload = async () => {
    await refetch();
    setVersion((current) => current + 1);
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        Form Manager
      </Title>
      {!quickLinks || !templates ? (
        loading || !error ? (
          <PageLoader />
        ) : (
          <Text c="red">Error fetching quicklinks.</Text>
        )
      ) : (
        <QuickLinkOrderEditor
          key={version}
          stored={quickLinks}
          templates={templates}
          divisions={divisionOptions}
          onSaved={reload}
        />
      )}
    </Stack>
  );
}
