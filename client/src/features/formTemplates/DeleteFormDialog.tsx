import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { MODAL_TRANSITION } from '../../ui/Modal';
import { TextInput } from '../../ui/TextInput';
import { blockingConfigs } from './formDetail';
import type { FormTemplate } from './formTemplates';

interface DeleteFormDialogProps {
  template: FormTemplate;
  opened: boolean;
  deleting: boolean;
  onClose: () => void;
  onDelete: () => void;
}

/**
 * Spec 3 §2's Delete Form dialog: the warning, the manual PDF-config reminder, then either the configs that block
 * the delete (Web Layout, Dynamic Document, CSV Config) or the typed form name that confirms it.
 */
export function DeleteFormDialog({ template, opened, deleting, onClose, onDelete }: DeleteFormDialogProps) {
  const [typed, setTyped] = useState('');
  const blocking = blockingConfigs(template);
  const confirmed = typed === template.name;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Delete Form" centered transitionProps={MODAL_TRANSITION}>
      <Stack gap="md" data-testid="delete-form-dialog">
        <Text>
          This permanently deletes the form <b>{template.name}</b> and its mobile layout. Existing submissions of this
          form cannot be retrieved.
        </Text>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="delete-form-pdf-reminder"
        >
          The PDF config must be deleted manually.
        </Alert>
        {blocking.length > 0 ? (
          <Stack gap={4} data-testid="delete-form-blocking">
            <Text fw={600}>This form cannot be deleted while it has:</Text>
            <List>
              {blocking.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              Delete them first, then delete the form.
            </Text>
          </Stack>
        ) : (
          <TextInput
            label={`Type "${template.name}" to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-testid="delete-form-confirm-name"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-testid="delete-form-cancel">
            Cancel
          </Button>
          {blocking.length === 0 && (
            <Button
              color="red"
              disabled={!confirmed}
              loading={deleting}
              onClick={onDelete}
              data-testid="delete-form-submit"
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
