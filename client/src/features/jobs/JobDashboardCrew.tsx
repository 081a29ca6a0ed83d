import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fullName } from '../../ui/people';
import type { DashboardJob } from './dashboard';
import type { Change } from './dashboardApi';
import { useSavedList } from './dashboardList';
import type { JobFormOptions } from './jobFormQueries';
import { RemoveButton } from './RemoveButton';
import { SelectCrewModal } from '../../ui/SelectCrewModal';
import { formatPhone } from '../../ui/format';

interface CrewCardProps {
  job: DashboardJob;
  /** The lists the crew is chosen from; undefined while loading. */
  options: JobFormOptions | undefined;
  save: (change: Change) => Promise<boolean>;
}

/** Job Crew (spec 2 §2): the first task's crew; a change made in the Select Crew modal or a removal saves at once. */
export function JobDashboardCrew({ job, options, save }: CrewCardProps) {
  const crew = useSavedList(job.crew, (userIds) => save({ kind: 'crew', userIds }));
  const [picking, setPicking] = useState(false);
  const byId = new Map((options?.users ?? []).map((user) => [user.id, user]));

  return (
    <Paper withBorder p="md" radius="md" data-testid="job-dashboard-crew">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            Job Crew
          </Title>
          <Button
            variant="light"
            size="xs"
            disabled={!options}
            onClick={() => setPicking(true)}
            data-testid="job-dashboard-crew-select"
          >
            Select Crew
          </Button>
        </Group>
        {crew.ids.length === 0 ? (
          <Text c="dimmed">No crew assigned.</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {crew.ids.map((id) => {
                const user = byId.get(id);
                const name = user ? fullName(user) : 'Unknown user';
                return (
                  <Table.Tr key={id} data-testid={`job-dashboard-crew-${id}`}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{formatPhone(user?.phoneNumber)}</Table.Td>
                    <Table.Td>
                      <RemoveButton name={name} onRemove={() => crew.remove(id)} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {options && (
        <SelectCrewModal
          opened={picking}
          users={options.users}
          divisions={options.divisions}
          branches={options.branches}
          value={crew.ids}
          onClose={() => setPicking(false)}
          onSelect={crew.set}
        />
      )}
    </Paper>
  );
}
