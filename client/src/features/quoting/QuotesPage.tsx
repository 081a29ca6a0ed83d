import { Box, Button, Group, Stack, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import type { Option } from '../../ui/Select';
import { useErrorToast } from '../../ui/toasts';
import { useInfiniteRows } from '../../ui/useInfiniteRows';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import {
  DateRangeFilter,
  defaultRange,
  fieldFilters,
  StatusSelect,
  submitters,
  useDynamicDocument,
  useSubmissionList,
  useSubmissionSearch,
  type DateRange,
  type Submission,
} from '../documents';
import { useFormTemplate } from '../formTemplates';
import { useUsers } from '../users';
import { formFields, type EngineTemplate } from './engine';
import { createQuotePath, quoteDetailPath } from './paths';
import { LIST_FAILED, useQuoteStatusChange, useQuoteTemplate } from './quoteForm';
import { QuoteFilters } from './QuoteFilters';
import {
  LIST_PAGE_SIZE,
  matchesQuoteFilters,
  nextSort,
  NO_QUOTE_FILTERS,
  quoteFieldFilters,
  quoteFieldIds,
  quoteRow,
  quoteSearchBody,
  sortableColumns,
  sortRows,
  statusOptions,
  type QuoteColumnId,
  type QuoteFilters as QuoteFilterValues,
  type QuoteRow,
  type QuoteSort,
} from './quoteRules';

/** Spec 3 §2: the list's empty message. */
export const EMPTY_MESSAGE = 'No quotes exist for the selected date range and filters.';

const COLUMNS: { id: QuoteColumnId; header: string; size: number }[] = [
  { id: 'jobName', header: 'Job Name', size: 200 },
  { id: 'dateCreated', header: 'Date Created', size: 120 },
  { id: 'createdBy', header: 'Created By', size: 150 },
  { id: 'customerName', header: 'Customer Name', size: 200 },
  { id: 'status', header: 'Quote Status', size: 150 },
];

/** The columns' room for a date, a name and the status selector each; a phone scrolls the table sideways. */
const TABLE_MIN_WIDTH = 780;

function SortHeader({
  header,
  column,
  sort,
  sortable,
  onSort,
}: {
  header: string;
  column: QuoteColumnId;
  sort: QuoteSort | null;
  sortable: boolean;
  onSort: (column: QuoteColumnId) => void;
}) {
  if (!sortable) return <>{header}</>;
  const order = sort?.column === column ? sort.order : null;
  const Arrow = order === 'ASC' ? IconArrowUp : order === 'DESC' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      fw={700}
      fz="sm"
      aria-label={`Sort by ${header}`}
      data-sort={order ?? 'none'}
      onClick={() => onSort(column)}
      data-testid={`quotes-sort-${column}`}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <span>{header}</span>
        <Arrow size={14} opacity={order ? 1 : 0.35} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The row's status selector: saved at once, shown at once (until the list, read again, has it); its clicks are its
 * own, not the row's.
 */
function RowStatus({ formId, row }: { formId: string; row: QuoteRow }) {
  const { change, changing } = useQuoteStatusChange(formId, row.id);
  // The status chosen, while the row still has the one it was chosen over.
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const shown = chosen?.from === row.status ? chosen.to : row.status;
  const choose = (status: string) => {
    setChosen({ from: row.status, to: status });
    change(status, (saved) => !saved && setChosen(null));
  };
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <StatusSelect
        aria-label="Quote Status"
        size="xs"
        options={statusOptions(shown)}
        current={shown}
        onChange={choose}
        disabled={changing}
        testId={`quotes-status-${row.id}`}
      />
    </Box>
  );
}

interface Listed {
  rows: Submission[];
  loading: boolean;
  loadingMore: boolean;
  onEndReached?: () => void;
}

/** Server filters on: `POST …/submission/search`, the server filtering, sorting and paging. */
function useSearchedQuotes(
  formId: string | undefined,
  range: DateRange,
  filters: QuoteFilterValues,
  sort: QuoteSort | null,
) {
  const query = useSubmissionSearch(formId, quoteSearchBody(range, filters, sort));
  return useInfiniteRows(query);
}

/**
 * Server filters off: `GET …/submission/list` of the range, every page read (the client filters and sorts the whole
 * range, so it needs all of it).
 */
function useListedQuotes(formId: string, range: DateRange, enabled: boolean): Listed {
  const query = useSubmissionList(enabled ? formId : undefined, { ...range, limit: LIST_PAGE_SIZE });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const rows = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  return { rows, loading: enabled && isPending, loadingMore: hasNextPage || isFetchingNextPage };
}

function QuoteList({ formId }: { formId: string }) {
  const navigate = useNavigate();
  const { can, flags } = useAccess();
  const serverFilters = flags.serverSideQuoteFilters;
  const { template } = useFormTemplate(formId);
  const config = useDynamicDocument(formId);
  const readsPeople = can('web:usercrud') || can('web:schedule');
  const users = useUsers(false, { enabled: readsPeople });

  const [range, setRange] = useState<DateRange>(defaultRange);
  const [filters, setFilters] = useState<QuoteFilterValues>(NO_QUOTE_FILTERS);
  const [sort, setSort] = useState<QuoteSort | null>(null);
  const sortable = sortableColumns(serverFilters);

  const ids = useMemo(() => (template ? quoteFieldIds(template) : {}), [template]);
  const filterList = useMemo(() => {
    const fields = template ? formFields(template as unknown as EngineTemplate) : new Map();
    return quoteFieldFilters(ids, fieldFilters(config, fields));
  }, [template, ids, config]);

  // One of the two is asked, by the server-side quote filters flag (spec 1 §6).
  const searched = useSearchedQuotes(serverFilters ? formId : undefined, range, filters, sort);
  const listed = useListedQuotes(formId, range, !serverFilters);
  const source: Listed = serverFilters ? searched : listed;

  const rows = useMemo(() => {
    const shown = serverFilters ? source.rows : source.rows.filter((row) => matchesQuoteFilters(row, filters));
    const quoteRows = shown.map((submission) => quoteRow(submission, ids));
    return serverFilters ? quoteRows : sortRows(quoteRows, sort);
  }, [serverFilters, source.rows, filters, ids, sort]);

  // Without the account's users, Created By offers the creators listed so far (kept as more load).
  const [seen, setSeen] = useState<Option[]>([]);
  const fresh = submitters(source.rows).filter((option) => !seen.some((known) => known.id === option.id));
  if (fresh.length > 0) setSeen([...seen, ...fresh].sort((a, b) => a.value.localeCompare(b.value)));
  const userOptions: Option[] = readsPeople
    ? (users.data ?? []).map((user) => ({ id: user.id, value: `${user.firstName} ${user.lastName}`.trim() }))
    : seen;

  const columns: VirtualColumn<QuoteRow>[] = COLUMNS.map(({ id, header, size }) => ({
    id,
    size,
    header: () => (
      <SortHeader
        header={header}
        column={id}
        sort={sort}
        sortable={sortable.has(id)}
        onSort={(column) => setSort(nextSort(sort, column))}
      />
    ),
    cell: ({ row }) => (id === 'status' ? <RowStatus formId={formId} row={row.original} /> : row.original[id]),
  }));

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <DateRangeFilter range={range} onChange={setRange} testId="quotes-dates" />
        <QuoteFilters value={filters} onChange={setFilters} users={userOptions} fieldFilters={filterList} />
      </Group>
      <VirtualTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        emptyMessage={EMPTY_MESSAGE}
        testId="quotes"
        minWidth={TABLE_MIN_WIDTH}
        loading={source.loading}
        loadingMore={source.loadingMore}
        onRowClick={(row) => void navigate(quoteDetailPath(formId, row.id))}
        onEndReached={source.onEndReached}
      />
    </Stack>
  );
}

/**
 * /quoting (spec 3 §2 "Quoting"; docs/billing.md, Quoting screens): the submissions of the quote template in a date
 * range (the last 7 days at first), filtered and sorted by the server or, without the server-side quote filters flag,
 * on the client.
 */
export default function QuotesPage() {
  const { quoteTemplate, loading, error } = useQuoteTemplate();
  useErrorToast(error, LIST_FAILED);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Quotes
        </Title>
        {quoteTemplate ? (
          <Button
            component={Link}
            to={createQuotePath(quoteTemplate.id)}
            leftSection={<IconPlus size={16} />}
            data-testid="quotes-new"
          >
            New Quote
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} />} disabled data-testid="quotes-new">
            New Quote
          </Button>
        )}
      </Group>
      {quoteTemplate ? (
        <QuoteList key={quoteTemplate.id} formId={quoteTemplate.id} />
      ) : (
        <VirtualTable<QuoteRow>
          rows={[]}
          columns={[]}
          getRowId={(row) => row.id}
          emptyMessage={EMPTY_MESSAGE}
          testId="quotes"
          loading={loading}
        />
      )}
    </Stack>
  );
}
