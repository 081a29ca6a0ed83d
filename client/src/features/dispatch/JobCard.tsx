import { Anchor, Badge, Button, Group, HoverCard, Paper, Pill, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { dashboardPath, dateRange } from '../schedule';
import classes from './Dispatch.module.css';
import type { Conflict, DispatchJob } from './dispatchJobs';
import type { AssignmentKind } from './useAssignment';

interface ChipProps {
  label: string;
  onRemove: () => void;
  disabled: boolean;
  conflicts?: Conflict[];
  testId: string;
}

/** An asset or crew member on the job, with a remove button; a double-booked asset names its other jobs on hover. */
function Chip({ label, onRemove, disabled, conflicts, testId }: ChipProps) {
  const pill = (
    <Pill
      withRemoveButton={!disabled}
      onRemove={onRemove}
      // Pill hides its remove button from keyboards and screen readers (it is meant for inputs); here it is the control.
      removeButtonProps={{ 'aria-label': `Remove ${label}`, 'aria-hidden': false, tabIndex: 0 }}
      className={conflicts ? classes.conflictChip : undefined}
      data-testid={testId}
      data-doublebooked={conflicts ? true : undefined}
    >
      {label}
    </Pill>
  );
  if (!conflicts) return pill;
  return (
    // Beside the chip: above it the card would cover its own job's number and title.
    <HoverCard position="right-start" shadow="md" withArrow>
      <HoverCard.Target>{pill}</HoverCard.Target>
      <HoverCard.Dropdown data-testid={`${testId}-conflicts`}>
        <Text size="xs" fw={700} c="red">
          BOOKING CONFLICTS:
        </Text>
        {conflicts.map((conflict) => (
          <Anchor key={conflict.jobId} component={Link} to={dashboardPath(conflict.jobId)} size="sm" display="block">
            {conflict.jobName}
          </Anchor>
        ))}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

interface JobCardProps {
  job: DispatchJob;
  /** Per double-booked asset of the job, the other jobs holding it that day. */
  conflicts: Record<string, Conflict[]>;
  assetName: (assetId: string) => string;
  userName: (userId: string) => string;
  saving: boolean;
  /** Saves the job's new list of asset or user ids. */
  onChange: (kind: AssignmentKind, ids: string[]) => void;
  /** Opens the asset or crew picker for the job. */
  onAdd: (kind: AssignmentKind) => void;
}

function AddButton({
  label,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick} disabled={disabled} data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * Spec 2 "Dispatch": a job of the day (a complex job's task) with its assets and crew, each added or removed at once.
 */
export function JobCard({ job, conflicts, assetName, userName, saving, onChange, onAdd }: JobCardProps) {
  const doubleBooked = Object.keys(conflicts).length > 0;
  const unassigned = job.assetIds.length === 0 || job.userIds.length === 0;
  // A further task running the same day has a card of its own.
  const testId = job.key === job.id ? `dispatch-job-${job.id}` : `dispatch-task-${job.key}`;
  const without = (ids: string[], id: string) => ids.filter((each) => each !== id);
  return (
    <Paper withBorder className={classes.card} data-testid={testId}>
      <span className={classes.colorBar} style={{ background: job.color }} />
      <Stack gap={6} className={classes.cardBody}>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={dashboardPath(job.id)} fw={700} data-testid={`${testId}-number`}>
            {job.number}
          </Anchor>
          <Text fw={600}>{job.name}</Text>
          {doubleBooked && (
            <Badge color="red" variant="light" tt="none" data-testid={`${testId}-doublebooked`}>
              doublebooked items
            </Badge>
          )}
          {unassigned && (
            <Badge color="orange" variant="light" tt="none" data-testid={`${testId}-unassigned`}>
              unassigned items
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {[job.customer, job.location].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">{dateRange(job)}</Text>
        <Group gap={6} wrap="wrap" data-testid={`${testId}-assets`}>
          <Text size="sm" fw={600} className={classes.rowLabel}>
            Assets
          </Text>
          {job.assetIds.map((id) => (
            <Chip
              key={id}
              label={assetName(id)}
              conflicts={conflicts[id]}
              disabled={saving}
              onRemove={() => onChange('Asset', without(job.assetIds, id))}
              testId={`${testId}-asset-${id}`}
            />
          ))}
          <AddButton
            label="+ Add Asset"
            onClick={() => onAdd('Asset')}
            disabled={saving}
            testId={`${testId}-add-asset`}
          />
        </Group>
        <Group gap={6} wrap="wrap" data-testid={`${testId}-crew`}>
          <Text size="sm" fw={600} className={classes.rowLabel}>
            Crew
          </Text>
          {job.userIds.map((id) => (
            <Chip
              key={id}
              label={userName(id)}
              disabled={saving}
              onRemove={() => onChange('Crew', without(job.userIds, id))}
              testId={`${testId}-user-${id}`}
            />
          ))}
          <AddButton label="+ Add User" onClick={() => onAdd('Crew')} disabled={saving} testId={`${testId}-add-user`} />
        </Group>
      </Stack>
    </Paper>
  );
}
