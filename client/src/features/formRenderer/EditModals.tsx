import { Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { type CalcTemplate, fieldContext, type FormField, type FormTemplate, formFields, recompute } from './engine';
import type { FieldValues, RendererTemplate } from './types';

/** Spec 3 §5: the text of Reason for Change, word for word, and its placeholder. */
export const REASON_TEXT =
  'A description is required for edits - this description will be visible to users who have access to this submitted form.';
export const REASON_PLACEHOLDER = 'Add a description of the changes made...';

interface ReasonForChangeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The reason, trimmed; Confirm is disabled while it is empty. */
  onConfirm: (reason: string) => void;
}

function ReasonBody({ onClose, onConfirm }: Omit<ReasonForChangeModalProps, 'opened'>) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened
      onClose={onClose}
      title="Reason for Change"
      onConfirm={() => {
        onConfirm(reason.trim());
        onClose();
      }}
      confirmDisabled={reason.trim() === ''}
    >
      <Stack gap="sm">
        <Text size="sm">{REASON_TEXT}</Text>
        <Textarea
          aria-label="Reason for Change"
          placeholder={REASON_PLACEHOLDER}
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="reason-for-change-text"
        />
      </Stack>
    </Modal>
  );
}

/** Reason for Change (spec 3 §2, §5): an edit needs a reason; Confirm is disabled while it is empty. */
export function ReasonForChangeModal({ opened, ...props }: ReasonForChangeModalProps) {
  // Mounted while open, so each edit starts with an empty reason.
  return opened ? <ReasonBody {...props} /> : null;
}

export interface ChangedField {
  id: string;
  label: string;
  original: string;
  revised: string;
}

/**
 * The value fields whose values differ between two sets (derived values recomputed on both sides), with their values
 * written as the PDFs write them (pictures as a count).
 */
export function changedFields(
  template: RendererTemplate,
  original: FieldValues,
  revised: FieldValues,
  localDateTime?: string,
): ChangedField[] {
  const before = recompute(template as CalcTemplate, original).values;
  const after = recompute(template as CalcTemplate, revised).values;
  const text = (field: FormField, raw: unknown) => {
    const context = fieldContext({ field, raw }, { localDateTime });
    if (context.kind === 'images' || context.kind === 'signature') {
      const count = Array.isArray(raw) ? raw.length : raw ? 1 : 0;
      return count === 0 ? '' : context.kind === 'signature' ? 'Signed' : `${count} photo${count === 1 ? '' : 's'}`;
    }
    return context.value;
  };
  return [...formFields(template as FormTemplate).values()].flatMap((field) => {
    if (JSON.stringify(before[field.id] ?? null) === JSON.stringify(after[field.id] ?? null)) return [];
    return [
      {
        id: field.id,
        label: field.label,
        original: text(field, before[field.id]),
        revised: text(field, after[field.id]),
      },
    ];
  });
}

interface EditDetailsModalProps {
  opened: boolean;
  template: RendererTemplate;
  original: FieldValues;
  revised: FieldValues;
  localDateTime?: string;
  /** Done, and the close button, Escape or a click outside. */
  onClose: () => void;
  /** Done alone, when it means more than closing (the submission's edit: Done saves); default `onClose`. */
  onDone?: () => void;
  /** Done shows a loader (the save is under way). */
  doneLoading?: boolean;
}

/** Edit Details (spec 3 §2): each changed field's original and revised value, with Done. */
export function EditDetailsModal({
  opened,
  template,
  original,
  revised,
  localDateTime,
  onClose,
  onDone,
  doneLoading,
}: EditDetailsModalProps) {
  const changes = opened ? changedFields(template, original, revised, localDateTime) : [];
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Details">
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes
        </Text>
      ) : (
        <Table withTableBorder data-testid="edit-details-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Original</Table.Th>
              <Table.Th>Revised</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.id} data-testid={`edit-details-${change.id}`}>
                <Table.Td>{change.label}</Table.Td>
                <Table.Td>{change.original || '—'}</Table.Td>
                <Table.Td>{change.revised || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onDone ?? onClose} loading={doneLoading}>
          Done
        </Button>
      </Group>
    </Modal>
  );
}
