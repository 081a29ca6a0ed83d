import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { Modal } from '../../ui/Modal';
import type { JobFormOptions } from './jobFormQueries';
import { JobFormResources } from './JobFormResources';
import { JobFormSchedule } from './JobFormSchedule';
import { taskSchema, type TaskValues } from './jobTasks';

interface TaskEditorProps {
  /** "Add Task", or "Edit {task}". */
  title: string;
  initialValues: TaskValues;
  /** The first task's dates are the job's: shown, not changed here. */
  first: boolean;
  options: JobFormOptions;
  saving: boolean;
  onSave: (values: TaskValues) => void;
  onClose: () => void;
}

/**
 * One task's name, type, dates, times, timezone, crew, assets and notes, with the job form's rules (jobTasks.ts);
 * its schedule and crew parts are the job form's own. Mounted while open, so each opening starts from the task.
 */
export function TaskEditor({ title, initialValues, first, options, saving, onSave, onClose }: TaskEditorProps) {
  const form = useForm<TaskValues>({ defaultValues: initialValues, resolver: zodResolver(taskSchema) });
  const submit = form.handleSubmit(onSave);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={760}
      onConfirm={() => void submit()}
      confirmLabel="Save Task"
      confirmDisabled={saving}
      confirmLoading={saving}
    >
      <FormProvider {...form}>
        <Stack gap="md" data-testid="task-form">
          <SimpleGrid cols={2}>
            <TextInput label="Task Name" {...form.register('name')} data-testid="task-form-name" />
            <TextInput label="Task Type" {...form.register('taskType')} data-testid="task-form-taskType" />
          </SimpleGrid>
          <JobFormSchedule variant="complex" idPrefix="task-form" datesRequired={false} datesLocked={first} />
          <JobFormResources options={options} idPrefix="task-form" />
          <Textarea label="Notes" rows={3} {...form.register('notes')} data-testid="task-form-notes" />
        </Stack>
      </FormProvider>
    </Modal>
  );
}
