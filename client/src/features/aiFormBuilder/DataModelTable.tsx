import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Select, type Option } from '../../ui/Select';
import { SortableList, useSortableItem } from '../../ui/SortableList';
import { TextInput } from '../../ui/TextInput';
import { changeRow, deleteRow, moveRow, type DataModelRow } from './dataModel';
import { AI_DATA_MODEL_TYPES, type AiDataModelType, type DataModelItem } from './engine';

const TYPE_OPTIONS: Option[] = AI_DATA_MODEL_TYPES.map((type) => ({ id: type, value: type }));

interface RowProps {
  row: DataModelRow;
  onSave: (row: DataModelRow) => void;
  onDelete: () => void;
}

/** A data model row: shown with drag, Edit and Delete; while edited, its name and type with Save and Cancel. */
function SortableRow({ row, onSave, onDelete }: RowProps) {
  const { ref, style, handle } = useSortableItem(row.id);
  const [edited, setEdited] = useState<DataModelRow | null>(null);
  return (
    <Table.Tr ref={ref} style={style} data-testid="data-model-row">
      <Table.Td w={40}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${row.name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...handle}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
      </Table.Td>
      {edited ? (
        <>
          <Table.Td>
            <TextInput
              aria-label="Field name"
              value={edited.name}
              onChange={(event) => setEdited({ ...edited, name: event.currentTarget.value })}
              data-testid="data-model-edit-name"
            />
          </Table.Td>
          <Table.Td>
            <Select
              aria-label="Field type"
              options={TYPE_OPTIONS}
              value={{ id: edited.type, value: edited.type }}
              onChange={(option) => option && setEdited({ ...edited, type: option.id as AiDataModelType })}
              data-testid="data-model-edit-type"
            />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => setEdited(null)}>
                Cancel
              </Button>
              <Button
                size="xs"
                disabled={!edited.name.trim()}
                onClick={() => {
                  onSave({ ...edited, name: edited.name.trim() });
                  setEdited(null);
                }}
              >
                Save
              </Button>
            </Group>
          </Table.Td>
        </>
      ) : (
        <>
          <Table.Td>{row.name}</Table.Td>
          <Table.Td>{row.type}</Table.Td>
          <Table.Td>
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => setEdited(row)}>
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${row.name}`} onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

const Head = () => (
  <Table.Thead>
    <Table.Tr>
      <Table.Th w={40} />
      <Table.Th>Name</Table.Th>
      <Table.Th>Type</Table.Th>
      <Table.Th />
    </Table.Tr>
  </Table.Thead>
);

/** The data model while it streams in: its complete rows, read only. */
export function StreamingDataModel({ items }: { items: DataModelItem[] }) {
  return (
    <Table data-testid="data-model-streaming">
      <Head />
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr key={item.id ?? index} data-testid="data-model-row">
            <Table.Td />
            <Table.Td>{item.name}</Table.Td>
            <Table.Td>{item.type}</Table.Td>
            <Table.Td />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The generated data model, editable (spec 3 §2): edit a row (Save or Cancel), drag to reorder, delete. */
export function DataModelTable({ rows, onChange }: { rows: DataModelRow[]; onChange: (rows: DataModelRow[]) => void }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="data-model-no-rows">
        The data model has no fields. Add one, or Reset to the generated fields.
      </Text>
    );
  }
  return (
    <SortableList ids={rows.map((row) => row.id)} onMove={(active, over) => onChange(moveRow(rows, active, over))}>
      <Table data-testid="data-model-table">
        <Head />
        <Table.Tbody>
          {rows.map((row) => (
            <SortableRow
              key={row.id}
              row={row}
              onSave={(changed) => onChange(changeRow(rows, changed))}
              onDelete={() => onChange(deleteRow(rows, row.id))}
            />
          ))}
        </Table.Tbody>
      </Table>
    </SortableList>
  );
}
