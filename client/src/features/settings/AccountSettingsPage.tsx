import { Accordion, ActionIcon, Avatar, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useBranches, useDivisions, type Branch, type Division } from '../accounts';
import { BranchModal } from './BranchModal';
import { formatPhone } from '../../ui/format';

/** A division's card: its branches. Branches without a (known) division form a last card with a null id. */
export interface DivisionGroup {
  divisionId: string | null;
  name: string;
  branches: Branch[];
}

const NO_DIVISION = 'No Division';

export function divisionGroups(divisions: Division[], branches: Branch[]): DivisionGroup[] {
  const groups: DivisionGroup[] = divisions.map((division) => ({
    divisionId: division.id,
    name: division.divisionName,
    branches: branches.filter((branch) => branch.divisionId === division.id),
  }));
  const known = new Set(divisions.map((division) => division.id));
  const others = branches.filter((branch) => branch.divisionId === null || !known.has(branch.divisionId));
  return others.length > 0 ? [...groups, { divisionId: null, name: NO_DIVISION, branches: others }] : groups;
}

const groupKey = (group: DivisionGroup) => group.divisionId ?? 'none';

interface DivisionCardProps {
  group: DivisionGroup;
  onAdd: () => void;
  onEdit: (branch: Branch) => void;
}

function DivisionCard({ group, onAdd, onEdit }: DivisionCardProps) {
  const key = groupKey(group);
  return (
    <Accordion.Item value={key} data-testid={`settings-division-${key}`}>
      <Accordion.Control>
        <Text fw={600}>{group.name}</Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack>
          {group.branches.length === 0 ? (
            <Text c="dimmed">No Branch found.</Text>
          ) : (
            <Table.ScrollContainer minWidth={700}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Logo</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>City</Table.Th>
                    <Table.Th>Phone Number</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.branches.map((branch) => (
                    <Table.Tr key={branch.id} data-testid={`settings-branch-${branch.id}`}>
                      <Table.Td>
                        <Avatar src={branch.logo} alt={`${branch.name} logo`} radius="sm" />
                      </Table.Td>
                      <Table.Td>{branch.name}</Table.Td>
                      <Table.Td>{branch.city}</Table.Td>
                      <Table.Td>{formatPhone(branch.phoneNumber)}</Table.Td>
                      <Table.Td>{branch.email}</Table.Td>
                      <Table.Td>{branch.address}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${branch.name}`}
                          onClick={() => onEdit(branch)}
                          data-testid={`settings-edit-branch-${branch.id}`}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group>
            <Button variant="light" onClick={onAdd} data-testid={`settings-add-branch-${key}`}>
              + Add Branch
            </Button>
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

interface ModalState {
  opened: boolean;
  branch: Branch | null;
  divisionId: string | null;
}

/** /settings "Account Settings" (spec 1 §2.6): divisions as expandable cards listing their branches. */
export default function AccountSettingsPage() {
  const divisions = useDivisions();
  const branches = useBranches();
  // Closing keeps the branch and division so that the modal's contents stay while it fades out.
  const [modal, setModal] = useState<ModalState>({ opened: false, branch: null, divisionId: null });
  if (divisions.isPending || branches.isPending) return <Loader aria-label="Loading" />;
  const groups = divisionGroups(divisions.data ?? [], branches.data ?? []);

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={26}>
        Account Settings
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">No Divisions found.</Text>
      ) : (
        <Accordion multiple variant="separated" defaultValue={groups.map(groupKey)}>
          {groups.map((group) => (
            <DivisionCard
              key={groupKey(group)}
              group={group}
              onAdd={() => setModal({ opened: true, branch: null, divisionId: group.divisionId })}
              onEdit={(branch) => setModal({ opened: true, branch, divisionId: branch.divisionId })}
            />
          ))}
        </Accordion>
      )}
      <BranchModal
        opened={modal.opened}
        branch={modal.branch}
        divisionId={modal.divisionId}
        divisions={divisions.data ?? []}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
