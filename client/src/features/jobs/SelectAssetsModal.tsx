import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { track } from '../../api/analytics';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { Select, type Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { useInfiniteRows } from '../../ui/useInfiniteRows';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { SEARCH_DEBOUNCE_MS, useAssetOptions } from '../assets';
import { useAvailableAssets, type AvailableAssetRow } from './jobFormQueries';
import { PickerFooter } from '../../ui/PickerFooter';

interface SelectAssetsModalProps {
  opened: boolean;
  /** The assets chosen so far (ids). */
  value: string[];
  /** The job's period (yyyy-MM-dd); availability is checked only with both. */
  startDate: string | null;
  endDate: string | null;
  onClose: () => void;
  onSelect: (assetIds: string[]) => void;
}

function availability(asset: AvailableAssetRow) {
  if (asset.isAvailable === undefined) return null;
  return asset.isAvailable ? (
    <Badge color="green" variant="light">
      Available
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      Unavailable
    </Badge>
  );
}

/** The modal's content, mounted while it is open, so each opening starts from the form's assets. */
function AssetPicker({ value, startDate, endDate, onClose, onSelect }: Omit<SelectAssetsModalProps, 'opened'>) {
  useEffect(() => track('job asset selection entered'), []);
  const types = useAssetOptions('types');
  const [assetType, setAssetType] = useState<Option | null>(null);
  const [availableOnly, setAvailableOnly] = useState(false);
  const [keywords, setKeywords] = useState('');
  // Spec 2 §9: the asset selection's search waits 1000 ms after the last keystroke.
  const [searched] = useDebouncedValue(keywords, SEARCH_DEBOUNCE_MS);
  const withDates = !!startDate && !!endDate;
  const search = useAvailableAssets({
    keywords: searched,
    assetType: assetType?.value ?? null,
    after: startDate,
    before: endDate,
    availableOnly: withDates && availableOnly,
  });
  const rows = useInfiniteRows(search);
  const [chosen, setChosen] = useState(value);
  const toggle = (assetId: string) =>
    setChosen((ids) => (ids.includes(assetId) ? ids.filter((id) => id !== assetId) : [...ids, assetId]));

  const columns = useMemo<VirtualColumn<AvailableAssetRow>[]>(
    () => [
      {
        id: 'chosen',
        header: '',
        size: 40,
        cell: ({ row: { original: asset } }) => (
          <Checkbox
            aria-label={`Select ${asset.assetName}`}
            checked={chosen.includes(asset.id)}
            onChange={() => toggle(asset.id)}
          />
        ),
      },
      { id: 'name', header: 'Name', size: 200, accessorFn: (asset) => asset.assetName },
      { id: 'type', header: 'Type', accessorFn: (asset) => asset.details.assetType },
      { id: 'category', header: 'Category', accessorFn: (asset) => asset.category },
      { id: 'availability', header: 'Availability', size: 110, cell: ({ row }) => availability(row.original) },
    ],
    [chosen],
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Type"
          placeholder="All Types"
          options={types.data ?? []}
          value={assetType}
          onChange={setAssetType}
          clearable
        />
        <TextInput
          label="Search"
          placeholder="Asset name"
          value={keywords}
          onChange={(event) => setKeywords(event.currentTarget.value)}
          data-testid="select-assets-search"
        />
        <Checkbox
          label="Available Assets Only"
          mt={{ sm: 30 }}
          checked={availableOnly}
          disabled={!withDates}
          onChange={(event) => setAvailableOnly(event.currentTarget.checked)}
        />
      </SimpleGrid>
      <VirtualTable
        {...rows}
        columns={columns}
        getRowId={(asset) => asset.id}
        onRowClick={(asset) => toggle(asset.id)}
        emptyMessage="No assets found."
        maxHeight={360}
        testId="select-assets"
      />
      <PickerFooter
        selectedCount={chosen.length}
        confirmLabel="Select Assets"
        onCancel={onClose}
        onConfirm={() => {
          track('job asset selected', { count: chosen.length });
          onSelect(chosen);
          onClose();
        }}
      />
    </Stack>
  );
}

/** Spec 2 §2: the assets of a job, searched by name and type, marked available or not in the job's period. */
export function SelectAssetsModal({ opened, ...props }: SelectAssetsModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Select Assets">
      {opened && <AssetPicker {...props} />}
    </Modal>
  );
}
