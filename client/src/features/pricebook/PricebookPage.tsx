import { ActionIcon, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { failureCode, formatRate, useDeletePriceBookItem, usePriceBookItems, type PriceBookItem } from './pricebook';
import classes from './PricebookPage.module.css';
import { NO_FILTERS, PricebookFilters, type PricebookFilterValues } from './PricebookFilters';
import { PriceBookItemModal } from './PriceBookItemModal';
import { usePriceBookOptions } from './usePriceBookOptions';

const EMPTY_TEXT = 'No pricebook items found. Please check your search and filters and try again.';

const overlaps = (ids: string[], chosen: { id: string }[]) =>
  chosen.length === 0 || chosen.some((option) => ids.includes(option.id));

/** Spec 1 §2.9: search and filters apply on the client to the whole price book. */
function visibleItems(items: PriceBookItem[], search: string, filters: PricebookFilterValues) {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      item.name.toLowerCase().includes(needle) &&
      overlaps(item.branchIds, filters.branches) &&
      overlaps(item.divisionIds, filters.divisions),
  );
}

/** The price book of /settings/pricebook and /admin/pricebook. */
export default function PricebookPage() {
  const { items: allItems, loading, error } = usePriceBookItems();
  const { branches, divisions, names } = usePriceBookOptions();
  const { deleteItem, deleting } = useDeletePriceBookItem();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [modal, setModal] = useState<{ item: PriceBookItem | null } | null>(null);
  const [toDelete, setToDelete] = useState<PriceBookItem | null>(null);

  useEffect(() => {
    if (error) showErrorToast(errorMessage(error, 'Failed to fetch pricebook items'));
  }, [error]);

  const items = useMemo(() => visibleItems(allItems ?? [], search, filters), [allItems, search, filters]);
  const namesOf = (ids: string[]) => ids.flatMap((id) => names.get(id) ?? []).join(', ');

  const openModal = (item: PriceBookItem | null) => {
    track(item ? 'pricebook item edit entered' : 'pricebook item creation entered', item ? { itemId: item.id } : {});
    setModal({ item });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteItem(toDelete.id);
      showSuccessToast('Pricebook Item deleted');
    } catch (failure) {
      track('pricebook item failed', { action: 'delete', errorCode: failureCode(failure) });
      showErrorToast(errorMessage(failure, 'Failed to delete Pricebook Item'));
    }
    setToDelete(null);
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        Pricebook
      </Title>
      <Group justify="space-between">
        <Group>
          <TextInput
            aria-label="Search"
            placeholder="Search"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <PricebookFilters value={filters} onChange={setFilters} branches={branches} divisions={divisions} />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => openModal(null)}>
          Add Item
        </Button>
      </Group>
      {loading ? (
        <Loader aria-label="Loading" />
      ) : (
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th aria-label="Actions" w={96} />
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Division</Table.Th>
              <Table.Th>Branch</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} className={classes.row}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" className={classes.actions}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${item.name}`}
                      onClick={() => setToDelete(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={`Edit ${item.name}`} onClick={() => openModal(item)}>
                      <IconEdit size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td>{namesOf(item.divisionIds)}</Table.Td>
                <Table.Td>{namesOf(item.branchIds)}</Table.Td>
                <Table.Td>{item.category}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRate(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!loading && items.length === 0 && (
        <Text c="dimmed" ta="center">
          {EMPTY_TEXT}
        </Text>
      )}
      <PriceBookItemModal
        opened={modal !== null}
        item={modal?.item ?? null}
        divisions={divisions}
        branches={branches}
        onClose={() => setModal(null)}
      />
      <ConfirmationDialog
        opened={toDelete !== null}
        title={`Delete Item ${toDelete?.name ?? ''}`}
        message="Are you sure you want to delete this item? This cannot be undone."
        confirmLabel={deleting ? 'Deleting…' : 'Confirm'}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
