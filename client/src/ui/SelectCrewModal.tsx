import { ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { track } from '../api/analytics';
import { Checkbox } from './Checkbox';
import { Modal } from './Modal';
import { filterUsers, fullName, NO_FILTERS, type Person } from './people';
import { PickerFooter } from './PickerFooter';
import { Select, type Option } from './Select';
import { TextInput } from './TextInput';

interface SelectCrewModalProps {
  opened: boolean;
  /** The account's users (`GET /api/users`). */
  users: Person[];
  divisions: Option[];
  branches: Option[];
  /** The crew chosen so far (user ids). */
  value: string[];
  onClose: () => void;
  onSelect: (userIds: string[]) => void;
}

const byName = (a: Person, b: Person) => fullName(a).localeCompare(fullName(b));

/** The modal's content, mounted while it is open, so each opening starts from the form's crew. */
function CrewPicker({ users, divisions, branches, value, onClose, onSelect }: Omit<SelectCrewModalProps, 'opened'>) {
  useEffect(() => track('job crew selection entered'), []);
  const [chosen, setChosen] = useState(value);
  const [filters, setFilters] = useState(NO_FILTERS);
  // A user already on the crew stays listed even when disabled since, so that they can be taken off.
  const listed = filterUsers(
    users.filter((user) => !user.disabled || value.includes(user.id)),
    filters,
  ).sort(byName);
  const toggle = (userId: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, userId] : ids.filter((id) => id !== userId)));
  const filterSelect = (label: string, placeholder: string, options: Option[], key: 'divisionId' | 'branchId') => (
    <Select
      label={label}
      placeholder={placeholder}
      options={options}
      value={options.find(({ id }) => id === filters[key]) ?? null}
      onChange={(option) => setFilters({ ...filters, [key]: option?.id ?? '' })}
      clearable
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {filterSelect('Division', 'All Divisions', divisions, 'divisionId')}
        {filterSelect('Branch', 'All Branches', branches, 'branchId')}
        <TextInput
          label="Name"
          placeholder="Search by name"
          value={filters.keyword}
          onChange={(event) => setFilters({ ...filters, keyword: event.currentTarget.value })}
        />
      </SimpleGrid>
      <ScrollArea.Autosize mah={360} data-testid="select-crew-list">
        <Stack gap="xs">
          {listed.length === 0 && <Text c="dimmed">No users found.</Text>}
          {listed.map((user) => (
            <Checkbox
              key={user.id}
              label={fullName(user)}
              checked={chosen.includes(user.id)}
              onChange={(event) => toggle(user.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <PickerFooter
        selectedCount={chosen.length}
        confirmLabel="Select Crew"
        onCancel={onClose}
        onConfirm={() => {
          track('job crew selected', { count: chosen.length });
          onSelect(chosen);
          onClose();
        }}
      />
    </Stack>
  );
}

/**
 * Spec 2 §2: the crew of a job (and of a form's crew list), chosen among the account's users, filtered by division,
 * branch and name.
 */
export function SelectCrewModal({ opened, ...props }: SelectCrewModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Select Crew">
      {opened && <CrewPicker {...props} />}
    </Modal>
  );
}
