import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Modal } from '../../ui/Modal';
import type { Branch, Division } from '../accounts';
import { BranchForm, branchFormValues, MODAL_FAILURES, useBranchEditor } from '../branches';

interface BranchModalProps {
  opened: boolean;
  /** The branch to edit; null adds one to `divisionId`. */
  branch: Branch | null;
  divisionId: string | null;
  divisions: Division[];
  onClose: () => void;
}

/** Spec 1 §2.6: the Account Settings modal; confirm stays disabled until the form changed or while saving. */
export function BranchModal({ opened, branch, divisionId, divisions, onClose }: BranchModalProps) {
  const { form, submit, saving } = useBranchEditor({
    branchId: branch?.id,
    defaultValues: branchFormValues(branch, divisionId),
    failures: MODAL_FAILURES,
    onSaved: onClose,
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(branchFormValues(branch, divisionId));
  }, [opened, branch, divisionId, reset]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={branch ? 'Edit Branch' : 'Add New Branch'}
      onConfirm={() => void submit()}
      confirmDisabled={!form.formState.isDirty || saving}
      confirmLoading={saving}
    >
      <Box data-testid="settings-branch-modal">
        <BranchForm form={form} editing={branch !== null} divisions={divisions} />
      </Box>
    </Modal>
  );
}
