import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { fullName } from '../../ui/people';
import { formatTime } from '../../ui/format';
import { rangeLabel } from './dashboard';
import { useAssetNames, type JobFormOptions } from './jobFormQueries';
import type { JobTask } from './jobs';
import { newTaskValues, taskLabel, taskValues, type TaskJob } from './jobTasks';
import { RemoveButton } from './RemoveButton';
import { TaskEditor } from './TaskEditor';
import { useTaskActions } from './taskActions';

/** "7:00am – 3:30pm America/Denver", or what there is of it. */
function timesLabel(task: JobTask): string {
  const times = [task.startTime, task.endTime].map((time) => (time ? formatTime(time) : '')).filter(Boolean);
  return [times.join(' – '), task.timezone ?? ''].filter(Boolean).join(' ');
}

interface JobTasksProps {
  jobId: string;
  job: TaskJob;
  /** By position: the first is the job's own. */
  tasks: JobTask[];
  /** The lists crew is chosen from; undefined while loading. */
  options: JobFormOptions | undefined;
  /** False in the job form, which edits the first task itself. */
  firstEditable?: boolean;
  /** After a task was saved or removed (the dashboard re-checks double booking). */
  onSaved?: () => void;
}

/**
 * The job's tasks (spec 2 §1): each with its own dates, times, crew and assets, added, changed and removed at once
 * (docs/jobs.md, Tasks). The first task is the job's own: its dates are the job's and it stays.
 */
export function JobTasks({ jobId, job, tasks, options, firstEditable = true, onSaved }: JobTasksProps) {
  const { save, remove } = useTaskActions(jobId, onSaved);
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [removing, setRemoving] = useState<JobTask | null>(null);
  const users = new Map((options?.users ?? []).map((user) => [user.id, fullName(user)]));
  const assetNames = useAssetNames([...new Set(tasks.flatMap((task) => task.assetIds))]);
  const editedTask = editing?.index == null ? null : tasks[editing.index];
  const close = () => setEditing(null);

  return (
    <Paper withBorder p="md" radius="md" data-testid="job-tasks">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            Tasks
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!options}
            onClick={() => setEditing({ index: null })}
            data-testid="job-tasks-add"
          >
            Add Task
          </Button>
        </Group>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Task</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Times</Table.Th>
              <Table.Th>Crew</Table.Th>
              <Table.Th>Assets</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((task, index) => {
              const label = taskLabel(task, index);
              return (
                <Table.Tr key={task.id} data-testid={`job-task-${index}`}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{task.taskType}</Table.Td>
                  <Table.Td>{rangeLabel([task.startDate, task.endDate]) || 'No dates'}</Table.Td>
                  <Table.Td>{timesLabel(task)}</Table.Td>
                  <Table.Td>{task.userIds.map((id) => users.get(id) ?? 'Unknown user').join(', ')}</Table.Td>
                  <Table.Td>{task.assetIds.map((id) => assetNames.get(id) ?? 'Asset').join(', ')}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {(index > 0 || firstEditable) && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Edit ${label}`}
                          disabled={!options}
                          onClick={() => setEditing({ index })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      )}
                      {index > 0 && <RemoveButton name={label} onRemove={() => setRemoving(task)} />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {tasks.length === 0 && <Text c="dimmed">No tasks yet.</Text>}
      </Stack>
      {editing && options && (
        <TaskEditor
          title={editedTask ? `Edit ${taskLabel(editedTask, editing.index!)}` : 'Add Task'}
          initialValues={editedTask ? taskValues(editedTask, job) : newTaskValues(job)}
          first={editing.index === 0}
          options={options}
          saving={save.isPending}
          onClose={close}
          onSave={(values) =>
            save.mutate(
              editedTask
                ? {
                    kind: 'update',
                    taskId: editedTask.id,
                    first: editing.index === 0,
                    before: taskValues(editedTask, job),
                    values,
                  }
                : { kind: 'add', values },
              { onSuccess: close },
            )
          }
        />
      )}
      <ConfirmationDialog
        opened={removing !== null}
        title="Remove Task"
        message={
          removing &&
          `Are you sure you want to remove ${taskLabel(removing, tasks.indexOf(removing))}? Its crew and asset bookings go with it.`
        }
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(removing!.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
