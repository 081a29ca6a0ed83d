import { Badge, Button, Checkbox, Group, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDownload, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { LazyMultiSelect } from '../../ui/LazyMultiSelect';
import { LazySelect } from '../../ui/LazySelect';
import { PageLoader } from '../../ui/PageLoader';
import type { Option } from '../../ui/Select';
import { useErrorToast } from '../../ui/toasts';
import { useInfiniteRows } from '../../ui/useInfiniteRows';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { useFormTemplate } from '../formTemplates';
import { useUsers } from '../users';
import { DateRangeFilter } from './DateRangeFilter';
import { TextFilter } from './TextFilter';
import { useDocumentForms, type DocumentForm } from './documentForms';
import {
  activeFilterCount,
  cellText,
  DEFAULT_PAGE_SIZE,
  defaultRange,
  defaultSort,
  exportFilter,
  fieldFilters,
  filterNames,
  FORM_STATUSES,
  listColumns,
  NO_FILTERS,
  searchBody,
  STATUS_COLORS,
  submitters,
  type FieldFilter,
  type ListColumn,
  type ListFilters,
  type ListSort,
} from './documentList';
import { useDynamicDocument } from './dynamicDocument';
import { formFields, type EngineTemplate } from './engine';
import { showFailure } from './failure';
import { createDocumentPath, documentDetailPath } from './paths';
import { exportSubmissions, saveFile, useSubmissionSearch, type Submission } from './submissions';

const STATUS_OPTIONS: Option[] = FORM_STATUSES.map((status) => ({ id: status, value: status }));
const NO_SELECTION = new Set<string>();

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}

function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: ListColumn;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  if (!column.orderField) return <>{column.header}</>;
  const active = sort.orderField === column.orderField;
  const Arrow = active && sort.order === 'ASC' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      fw={700}
      fz="sm"
      aria-label={`Sort by ${column.header}`}
      onClick={() =>
        onSort({
          orderField: column.orderField!,
          order: active && sort.order === 'DESC' ? 'ASC' : 'DESC',
        })
      }
    >
      <Group gap={4} wrap="nowrap" component="span">
        <span>{column.header}</span>
        <Arrow size={14} opacity={active ? 1 : 0.3} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

function FieldFilterInput({
  filter,
  value,
  onChange,
}: {
  filter: FieldFilter;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const testId = `documents-filter-${filter.fieldId}`;
  if (filter.kind === 'hasData')
    return (
      <Checkbox
        mt={28}
        label={filter.label}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        data-testid={testId}
      />
    );
  if (filter.kind === 'exact') {
    const options = filter.options.map((option) => ({ id: option, value: option }));
    return (
      <LazySelect
        label={filter.label}
        placeholder="Any"
        searchable={false}
        clearable
        options={options}
        value={options.find((option) => option.id === value) ?? null}
        onChange={(option) => onChange(option?.id ?? '')}
        data-testid={testId}
      />
    );
  }
  return (
    <TextFilter
      label={filter.label}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      testId={testId}
    />
  );
}

/** One form's submissions: filters, the infinitely scrolled table, selection and bulk downloads. */
function DocumentList({ form }: { form: DocumentForm }) {
  const navigate = useNavigate();
  const { can } = useAccess();
  const config = useDynamicDocument(form.id);
  const { template } = useFormTemplate(form.id);
  const readsPeople = can('web:usercrud') || can('web:schedule');
  const users = useUsers(false, { enabled: readsPeople });

  const [filters, setFilters] = useState<ListFilters>(() => NO_FILTERS(defaultRange()));
  const [chosenSort, setSort] = useState<ListSort | null>(null);
  const sort = chosenSort ?? defaultSort(config);
  const fields = useMemo(() => (template ? formFields(template as unknown as EngineTemplate) : new Map()), [template]);
  const fieldFilterList = useMemo(() => fieldFilters(config, fields), [config, fields]);
  const columns = listColumns(config);
  const search = searchBody(filters, fieldFilterList, sort, config?.pageSize ?? DEFAULT_PAGE_SIZE);
  const searchKey = JSON.stringify(search);
  // The first page waits for the dynamic document, which may change the order and page size.
  const query = useSubmissionSearch(config === undefined ? undefined : form.id, search);
  const { rows, loading, loadingMore, onEndReached } = useInfiniteRows(query);

  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: NO_SELECTION });
  const selected = selection.key === searchKey ? selection.ids : NO_SELECTION;
  const select = (ids: Set<string>) => setSelection({ key: searchKey, ids });

  // Without the account's users, the user filter offers the submitters listed so far (kept as more load).
  const [seen, setSeen] = useState<Option[]>([]);
  const fresh = submitters(rows).filter((option) => !seen.some((known) => known.id === option.id));
  if (fresh.length > 0) setSeen([...seen, ...fresh].sort((a, b) => a.value.localeCompare(b.value)));
  const userOptions: Option[] = readsPeople
    ? (users.data ?? []).map((user) => ({ id: user.id, value: `${user.firstName} ${user.lastName}`.trim() }))
    : seen;

  // Clearing the filters draws their inputs anew (a text filter keeps what was typed until then).
  const [clearings, setClearings] = useState(0);
  const applyFilters = (next: ListFilters) => {
    setFilters(next);
    track('form filtered', { formId: form.id, filters: filterNames(next, fieldFilterList) });
  };

  const [exporting, setExporting] = useState<'CSV' | 'PDF' | null>(null);
  const download = async (fileType: 'CSV' | 'PDF') => {
    setExporting(fileType);
    const ids = [...selected];
    try {
      const file = await exportSubmissions(
        form.id,
        fileType,
        ids.length ? { formSubmissionIds: ids } : { filter: exportFilter(search) },
      );
      saveFile(file);
      track(fileType === 'CSV' ? 'form bulk CSV downloaded' : 'form bulk PDF downloaded', {
        formId: form.id,
        count: ids.length || rows.length,
        scope: ids.length ? 'selected' : 'filter',
      });
    } catch (error) {
      showFailure(error instanceof Error ? error.message : 'Error exporting', error);
    } finally {
      setExporting(null);
    }
  };

  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const tableColumns: VirtualColumn<Submission>[] = [
    {
      id: 'select',
      size: 40,
      header: () => (
        <Checkbox
          aria-label="Select all"
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          onChange={() => select(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
          data-testid="documents-select-all"
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select #${row.original.number}`}
          checked={selected.has(row.original.id)}
          onChange={(event) => {
            const next = new Set(selected);
            if (event.currentTarget.checked) next.add(row.original.id);
            else next.delete(row.original.id);
            select(next);
          }}
          data-testid={`documents-select-${row.original.id}`}
        />
      ),
    },
    ...columns.map((column): VirtualColumn<Submission> => ({
      id: column.key,
      size: column.property === 'number' ? 80 : 160,
      header: () => <SortableHeader column={column} sort={sort} onSort={setSort} />,
      cell: ({ row }) =>
        column.property === 'status' ? <StatusBadge status={row.original.status} /> : cellText(row.original, column),
    })),
  ];

  const count = activeFilterCount(filters);
  const exportLabel = (fileType: string) =>
    selected.size
      ? `Download the ${selected.size} selected as ${fileType}`
      : `Download every listed document as ${fileType}`;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <DateRangeFilter
          range={filters.range}
          onChange={(range) => applyFilters({ ...filters, range })}
          testId="documents-dates"
        />
        <TextFilter
          label="Search"
          placeholder="Search documents"
          value={filters.text}
          onChange={(text) => applyFilters({ ...filters, text })}
          testId="documents-search"
        />
        <LazyMultiSelect
          label="Status"
          placeholder={filters.statuses.length ? undefined : 'All'}
          options={STATUS_OPTIONS}
          value={STATUS_OPTIONS.filter((option) => filters.statuses.includes(option.id))}
          onChange={(options) => applyFilters({ ...filters, statuses: options.map((option) => option.id) })}
          clearable
          miw={180}
          data-testid="documents-status"
        />
        <LazyMultiSelect
          label="Submitted By"
          placeholder={filters.userIds.length ? undefined : 'Anyone'}
          options={userOptions}
          value={userOptions.filter((option) => filters.userIds.includes(option.id))}
          onChange={(options) => applyFilters({ ...filters, userIds: options.map((option) => option.id) })}
          clearable
          miw={200}
          data-testid="documents-user"
        />
        {fieldFilterList.map((filter) => (
          <FieldFilterInput
            key={`${filter.key}-${clearings}`}
            filter={filter}
            value={filters.fields[filter.key]}
            onChange={(value) => applyFilters({ ...filters, fields: { ...filters.fields, [filter.key]: value } })}
          />
        ))}
        {count > 0 && (
          <Button
            variant="subtle"
            onClick={() => {
              setClearings(clearings + 1);
              applyFilters({ ...NO_FILTERS(filters.range), text: filters.text });
            }}
            data-testid="documents-clear-filters"
          >
            Clear filters ({count})
          </Button>
        )}
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="documents-selection">
          {selected.size ? `${selected.size} selected` : `${rows.length}${query.hasNextPage ? '+' : ''} listed`}
        </Text>
        <Group gap="xs">
          {(['CSV', 'PDF'] as const).map((fileType) => (
            <HoverTooltip key={fileType} label={exportLabel(fileType)}>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={exporting === fileType}
                disabled={rows.length === 0 || (exporting !== null && exporting !== fileType)}
                onClick={() => void download(fileType)}
                aria-label={exportLabel(fileType)}
                data-testid={`documents-download-${fileType.toLowerCase()}`}
              >
                {fileType}
              </Button>
            </HoverTooltip>
          ))}
        </Group>
      </Group>
      <VirtualTable
        rows={rows}
        columns={tableColumns}
        getRowId={(row) => row.id}
        emptyMessage="No documents exist for the selected date range and filters."
        testId="documents"
        loading={loading}
        loadingMore={loadingMore}
        onRowClick={(row) => void navigate(documentDetailPath(form.id, row.id))}
        onEndReached={onEndReached}
      />
    </Stack>
  );
}

/**
 * /documents (spec 3 §2 "Documents"; docs/forms.md, Documents screens): a tab per form of the account's Documents
 * page setting, in quicklink order, each listing its submissions through the server's search.
 */
export default function DocumentsPage() {
  const { forms, loading, error } = useDocumentForms();
  useErrorToast(error, 'Error fetching forms.');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('formId');
  const active = forms?.find((form) => form.id === chosen) ?? forms?.[0];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Documents
        </Title>
        <Button
          component={Link}
          to={createDocumentPath(active?.id)}
          leftSection={<IconPlus size={16} />}
          data-testid="documents-create"
        >
          New Document
        </Button>
      </Group>
      {loading || !forms ? (
        <PageLoader />
      ) : forms.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="documents-no-forms">
          No forms are set up for the Documents page.
        </Text>
      ) : (
        <>
          <Tabs value={active?.id ?? null} onChange={(formId) => formId && setParams({ formId })} keepMounted={false}>
            <Tabs.List>
              {forms.map((form) => (
                <Tabs.Tab key={form.id} value={form.id} data-testid={`documents-tab-${form.id}`}>
                  {form.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {active && <DocumentList key={active.id} form={active} />}
        </>
      )}
    </Stack>
  );
}
