import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatOccupation } from '../../../ui/format';
import { LocationPicker } from '../../../ui/locationPicker/LocationPicker';
import type { PickedLocation } from '../../../ui/locationPicker/LocationPickerSearch';
import { fullName } from '../../../ui/people';
import { SelectCrewModal } from '../../../ui/SelectCrewModal';
import { type Option, Select } from '../../../ui/Select';
import { displayText, isJsonObject } from '../engine';
import { numberAttribute } from '../fieldInfo';
import type { NamedRecord, WidgetProps } from '../types';
import { FieldFrame, inputLabel, ReadOnlyText, RemoveButton } from './common';

type Stored = Record<string, unknown>;

/** A picker over records: the value is a record ({ id, name }, a crew entry, a job); its option id is `key`. */
function RecordPicker(props: WidgetProps & { records: Stored[]; idKey: string }) {
  const { records, idKey } = props;
  const current = isJsonObject(props.value) ? props.value : null;
  if (props.readOnly) return <ReadOnlyText {...props} text={displayText(current)} />;
  const option = (record: Stored): Option => ({ id: String(record[idKey]), value: displayText(record) });
  const options = records.map(option);
  const value = current === null ? null : option(current);
  return (
    <Select
      {...inputLabel(props)}
      options={value && !options.some((candidate) => candidate.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(picked) =>
        props.onChange(picked ? (records.find((record) => String(record[idKey]) === picked.id) ?? current) : null)
      }
      data-testid={props.testId}
    />
  );
}

const named = (records: NamedRecord[] | undefined): Stored[] => (records ?? []).map(({ id, name }) => ({ id, name }));

/** The account's branches ({ id, name }). */
export function BranchWidget(props: WidgetProps) {
  return <RecordPicker {...props} records={named(props.context.lookups.branches)} idKey="id" />;
}

/** The account's divisions ({ id, name }). */
export function DivisionWidget(props: WidgetProps) {
  return <RecordPicker {...props} records={named(props.context.lookups.divisions)} idKey="id" />;
}

/** A crew entry as the forms keep it (spec 3 §3: userId, userName, occupationId). */
const crewEntries = (props: WidgetProps) =>
  (props.context.lookups.people ?? [])
    .filter((person) => !person.disabled)
    .map((person) => ({ userId: person.id, userName: fullName(person), occupationId: person.occupations[0] ?? null }));

/** One of the account's users, kept as a crew entry. */
export function UserWidget(props: WidgetProps) {
  return <RecordPicker {...props} records={crewEntries(props)} idKey="userId" />;
}

/** A job: { id, number, name }, shown "1042 · Riverside Tower". */
export function JobWidget(props: WidgetProps) {
  const jobs = (props.context.lookups.jobs ?? []).map(({ id, number, name }) => ({ id, number, name }));
  return <RecordPicker {...props} records={jobs} idKey="id" />;
}

/** The jobsite: { address, lat, lng }; the address is typed or picked on the Select Jobsite Location map. */
export function LocationWidget(props: WidgetProps) {
  const [picking, setPicking] = useState(false);
  const current = isJsonObject(props.value) ? props.value : null;
  const address = typeof current?.address === 'string' ? current.address : displayText(current);
  if (props.readOnly) return <ReadOnlyText {...props} text={address} />;
  const lat = numberAttribute(current?.lat);
  const lng = numberAttribute(current?.lng);
  const picked: PickedLocation | null =
    lat !== undefined && lng !== undefined ? { name: address, formattedAddress: address, lat, lng } : null;
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          {...inputLabel(props)}
          flex={1}
          value={address}
          onChange={(event) => props.onChange({ ...current, address: event.currentTarget.value })}
          data-testid={props.testId}
        />
        <Button
          variant="default"
          leftSection={<IconMapPin size={16} />}
          onClick={() => setPicking(true)}
          data-testid={`${props.testId}-pick`}
        >
          Map
        </Button>
      </Group>
      <LocationPicker
        opened={picking}
        value={picked}
        onClose={() => setPicking(false)}
        onSelect={(location) =>
          props.onChange({ address: location.formattedAddress || location.name, lat: location.lat, lng: location.lng })
        }
      />
    </>
  );
}

interface CrewEntry {
  userId: string;
  userName?: string;
  occupationId?: string | null;
}

const crewOf = (value: unknown): CrewEntry[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is CrewEntry => isJsonObject(entry) && typeof entry.userId === 'string')
    : [];

/** The crew member list: name and occupation; Add Crew Member (Select Crew) and remove; at most rowLimit. */
export function CrewWidget(props: WidgetProps) {
  const [picking, setPicking] = useState(false);
  const crew = crewOf(props.value);
  const people = props.context.lookups.people;
  const limit = numberAttribute(props.attributes.rowLimit);
  const names = (list: NamedRecord[] | undefined) => (list ?? []).map(({ id, name }) => ({ id, value: name }));
  const occupation = (entry: CrewEntry) => formatOccupation(entry.occupationId ?? '');
  return (
    <FieldFrame {...props}>
      <Table withTableBorder data-testid={`${props.testId}-table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Occupation</Table.Th>
            {!props.readOnly && <Table.Th w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {crew.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  No crew members
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {crew.map((entry) => (
            <Table.Tr key={entry.userId}>
              <Table.Td>{entry.userName ?? entry.userId}</Table.Td>
              <Table.Td>{occupation(entry)}</Table.Td>
              {!props.readOnly && (
                <Table.Td>
                  <RemoveButton
                    label={`Remove ${entry.userName ?? entry.userId}`}
                    onClick={() => props.onChange(crew.filter((other) => other.userId !== entry.userId))}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!props.readOnly && (
        <Stack gap={4} align="flex-start">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!people || (limit !== undefined && crew.length >= limit)}
            onClick={() => setPicking(true)}
            data-testid={`${props.testId}-add`}
          >
            Add Crew Member
          </Button>
          {people && (
            <SelectCrewModal
              opened={picking}
              users={people}
              branches={names(props.context.lookups.branches)}
              divisions={names(props.context.lookups.divisions)}
              value={crew.map((entry) => entry.userId)}
              onClose={() => setPicking(false)}
              onSelect={(userIds) => {
                const chosen = userIds.slice(0, limit ?? userIds.length).map((userId) => {
                  const kept = crew.find((entry) => entry.userId === userId);
                  const person = people.find((candidate) => candidate.id === userId);
                  return (
                    kept ?? {
                      userId,
                      userName: person ? fullName(person) : userId,
                      occupationId: person?.occupations[0] ?? null,
                    }
                  );
                });
                props.onChange(chosen);
              }}
            />
          )}
        </Stack>
      )}
    </FieldFrame>
  );
}
