import {
  Badge,
  Button,
  Group,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconFilter, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { FilterSelect } from '../../ui/FilterSelect';
import { useErrorToast } from '../../ui/toasts';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { useBranches, useDivisions } from '../accounts';
import { SEARCH_DEBOUNCE_MS } from '../documents';
import { useUsers } from '../users';
import { dateText, DATE_PATTERN } from './engine';
import { moneyText } from './invoiceRules';
import { InvoiceStatusBadge } from './InvoiceParts';
import { useInvoiceList, useInvoiceOverview, useReadyJobs } from './invoicing';
import {
  filterCount,
  invoiceRow,
  nextSort,
  NO_FILTERS,
  READY_JOB_STATUS,
  readyToInvoiceRows,
  serverFilters,
  sortRows,
  tileOf,
  TILES,
  type OverviewFilters,
  type OverviewRow,
  type RowSort,
  type SortKey,
  type Tile,
} from './overview';
import { invoiceCreatePath, invoiceDetailsPath } from './paths';

/** The three tiles, acting as tabs: each with its label and count (spec 3 §2). */
function Tiles({
  active,
  counts,
  onChoose,
}: {
  active: Tile;
  counts: Partial<Record<Tile['count'], number>> | undefined;
  onChoose: (tile: Tile) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} role="tablist" aria-label="Invoices">
      {TILES.map((tile) => {
        const selected = tile.id === active.id;
        return (
          <UnstyledButton
            key={tile.id}
            role="tab"
            aria-selected={selected}
            onClick={() => onChoose(tile)}
            data-testid={`invoicing-tile-${tile.id}`}
          >
            <Paper
              withBorder
              p="md"
              radius="md"
              style={{
                borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                borderWidth: selected ? 2 : undefined,
              }}
            >
              <Text size="sm" c="dimmed" fw={600}>
                {tile.label}
              </Text>
              <Text fz={28} fw={700} data-testid={`invoicing-tile-${tile.id}-count`}>
                {counts?.[tile.count] ?? '–'}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

/** The Filters button with its count badge and the branch, division and sales person choices. */
function FiltersPopover({
  filters,
  onChange,
}: {
  filters: OverviewFilters;
  onChange: (filters: OverviewFilters) => void;
}) {
  const { can } = useAccess();
  const branches = useBranches();
  const divisions = useDivisions();
  const readsPeople = can('web:usercrud') || can('web:schedule');
  const users = useUsers(false, { enabled: readsPeople });
  const count = filterCount(filters);
  return (
    <Popover position="bottom-end" shadow="md" width={280} withinPortal={false}>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFilter size={16} />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle data-testid="invoicing-filter-count">
                {count}
              </Badge>
            ) : undefined
          }
          data-testid="invoicing-filters"
        >
          Filters
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <FilterSelect
            label="Branch"
            allLabel="All Branches"
            options={(branches.data ?? []).map((branch) => ({ id: branch.id, value: branch.name }))}
            value={filters.branchId}
            onChange={(branchId) => onChange({ ...filters, branchId })}
            testId="invoicing-branch-filter"
            w="100%"
          />
          <FilterSelect
            label="Division"
            allLabel="All Divisions"
            options={(divisions.data ?? []).map((division) => ({ id: division.id, value: division.divisionName }))}
            value={filters.divisionId}
            onChange={(divisionId) => onChange({ ...filters, divisionId })}
            testId="invoicing-division-filter"
            w="100%"
          />
          <FilterSelect
            label="Sales Person"
            allLabel="All Sales People"
            options={(users.data ?? []).map((user) => ({
              id: user.id,
              value: `${user.firstName} ${user.lastName}`.trim(),
            }))}
            value={filters.salesPerson}
            onChange={(salesPerson) => onChange({ ...filters, salesPerson })}
            testId="invoicing-sales-person-filter"
            w="100%"
          />
          <Button
            variant="subtle"
            disabled={count === 0}
            onClick={() => onChange({ ...NO_FILTERS, searchTerm: filters.searchTerm })}
            data-testid="invoicing-clear-filters"
          >
            Clear Filters
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: RowSort | null;
  onSort: (sort: RowSort | null) => void;
}) {
  const active = sort?.key === sortKey;
  const Arrow = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      fw={700}
      fz="sm"
      aria-label={`Sort by ${label}`}
      aria-sort={!active ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending'}
      onClick={() => onSort(nextSort(sort, sortKey))}
      data-testid={`invoicing-sort-${sortKey}`}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <span>{label}</span>
        <Arrow size={14} opacity={active ? 1 : 0.3} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/** The columns' room for the amounts, the status badge and Create Invoice each; a phone scrolls the table sideways. */
const TABLE_MIN_WIDTH = 1000;

const rowPath = (row: OverviewRow) =>
  row.kind === 'job'
    ? invoiceCreatePath(row.jobId, row.quoteId)
    : invoiceDetailsPath({ formSubmissionId: row.formSubmissionId!, jobId: row.jobId, quoteId: row.quoteId });

function StatusCell({ row }: { row: OverviewRow }) {
  if (row.statusId === null)
    return (
      <Badge variant="outline" color="gray" tt="none">
        {READY_JOB_STATUS}
      </Badge>
    );
  return <InvoiceStatusBadge status={row.statusId} />;
}

/** The rows of the chosen tile: Ready to Invoice merges the jobs flagged ready with the draft invoices. */
function useTileRows(tile: Tile, filters: ReturnType<typeof serverFilters>) {
  const list = useInvoiceList(tile.status, filters);
  const ready = useReadyJobs(filters, tile.id !== 'ready-to-invoice');
  useErrorToast(list.error ?? ready.error, 'Error fetching invoices.');
  const rows = useMemo(
    () =>
      tile.id === 'ready-to-invoice'
        ? readyToInvoiceRows(ready.jobs ?? [], list.invoices)
        : list.invoices.map(invoiceRow),
    [tile.id, ready.jobs, list.invoices],
  );
  return {
    rows,
    loading: list.loading || ready.loading,
    loadingMore: list.loadingMore,
    onEndReached: list.onEndReached,
  };
}

/**
 * /invoicing (spec 3 §2 "Invoicing"): the three tiles with their counts acting as tabs, the filters (branch,
 * division, sales person; the search applied 1 s after typing stops) and the sortable table of the chosen tile.
 */
export default function InvoicingPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tile = tileOf(params.get('tab'));
  const [filters, setFilters] = useState<OverviewFilters>(NO_FILTERS);
  const [searchTerm] = useDebouncedValue(filters.searchTerm, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<RowSort | null>(null);
  const applied = useMemo(() => serverFilters(filters, searchTerm), [filters, searchTerm]);
  const { counts, error } = useInvoiceOverview(applied);
  useErrorToast(error, 'Error fetching invoices.');
  const { rows, loading, loadingMore, onEndReached } = useTileRows(tile, applied);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);

  const header = (label: string, sortKey: SortKey) => () => (
    <SortHeader label={label} sortKey={sortKey} sort={sort} onSort={setSort} />
  );
  const columns: VirtualColumn<OverviewRow>[] = [
    { id: 'jobNumber', size: 90, header: header('Job #', 'jobNumber'), accessorFn: (row) => row.jobNumber },
    { id: 'jobName', size: 200, header: header('Job Name', 'jobName'), accessorFn: (row) => row.jobName },
    {
      id: 'invoiceNumber',
      size: 90,
      header: header('Invoice #', 'invoiceNumber'),
      accessorFn: (row) => (row.invoiceNumber === null ? '—' : `#${row.invoiceNumber}`),
    },
    {
      id: 'status',
      size: 140,
      header: header('Status', 'status'),
      cell: ({ row }) => <StatusCell row={row.original} />,
    },
    {
      id: 'quotedCents',
      size: 110,
      header: header('Quoted', 'quotedCents'),
      accessorFn: (row) => moneyText(row.quotedCents),
    },
    {
      id: 'amountCents',
      size: 110,
      header: header('Amount', 'amountCents'),
      accessorFn: (row) => moneyText(row.amountCents),
    },
    {
      id: 'date',
      size: 100,
      header: header('Date', 'date'),
      accessorFn: (row) => (row.date ? dateText(row.date, DATE_PATTERN) : '—'),
    },
    {
      id: 'action',
      size: 150,
      header: '',
      cell: ({ row }) =>
        row.original.kind === 'invoice' ? (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={rowPath(row.original)}
            data-testid={`invoicing-view-${row.original.formSubmissionId}`}
          >
            View Invoice
          </Button>
        ) : (
          <Button
            size="xs"
            component={Link}
            to={rowPath(row.original)}
            data-testid={`invoicing-create-${row.original.jobId}`}
          >
            Create Invoice
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        Invoicing
      </Title>
      <Tiles active={tile} counts={counts} onChoose={(next) => setParams({ tab: next.id }, { replace: true })} />
      <Group justify="space-between" align="flex-end">
        <TextInput
          aria-label="Search"
          placeholder="Search job name, number or customer"
          leftSection={<IconSearch size={16} />}
          value={filters.searchTerm}
          onChange={(event) => setFilters({ ...filters, searchTerm: event.currentTarget.value })}
          w={320}
          data-testid="invoicing-search"
        />
        <FiltersPopover filters={filters} onChange={setFilters} />
      </Group>
      <VirtualTable
        rows={sorted}
        columns={columns}
        getRowId={(row) => row.key}
        emptyMessage={tile.empty}
        testId="invoicing"
        minWidth={TABLE_MIN_WIDTH}
        loading={loading}
        loadingMore={loadingMore}
        onRowClick={(row) => void navigate(rowPath(row))}
        onEndReached={onEndReached}
      />
    </Stack>
  );
}
