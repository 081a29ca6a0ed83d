import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '../../api/gql';
import type { CreateInvoiceInput, InvoiceFilters, UpdateInvoiceInput } from '../../api/gql/graphql';
import { assertMutationSuccess, invalidateGraphQL } from '../../api/graphql';
import { DEFAULT_STALE_MS, useKeptWhileLoading } from '../../api/queryState';
import { cachePolicy } from '../../api/graphqlCache';
import { queryKeys } from '../../api/queryKeys';
import { useAccess } from '../../auth/access';
import { useFormTemplates } from '../formTemplates';
import { invoiceTemplateOf } from './invoiceForm';

/*
 * The invoicing calls (spec 3 §7; docs/billing.md): the overview's counts and lists, a job as billing reads it, the
 * invoice's and quote's submissions, the job's timecards and equipment, and the two invoice mutations.
 */

export const INVOICE_ROW_FIELDS = graphql(`
  fragment InvoiceRowFields on Invoice {
    id
    formSubmissionId
    jobId
    quoteId
    status
    number
    amountCents
    cycleStartDate
    cycleEndDate
    createdAt
    job {
      id
      number
      name
      quoteId
      quotedCostCents
    }
  }
`);

const OVERVIEW = graphql(`
  query InvoicingOverview($filters: InvoiceFilters) {
    invoiceOverview(filters: $filters) {
      readyToInvoice
      readyToApprove
      readyToSend
    }
  }
`);

const INVOICES = graphql(`
  query InvoicingInvoices($filters: InvoiceFilters) {
    invoices(filters: $filters) {
      items {
        ...InvoiceRowFields
      }
      nextPageKey
      hasNextPage
      totalCount
    }
  }
`);

const READY_JOBS = graphql(`
  query InvoicingReadyJobs($filters: UndatedJobFilters) {
    jobsWithoutDates(filters: $filters) {
      id
      number
      name
      quoteId
      quotedCostCents
      startDate
      endDate
    }
  }
`);

const INVOICE_JOB = graphql(`
  query InvoiceJob($id: ID!) {
    job(id: $id) {
      id
      number
      name
      startDate
      endDate
      quoteId
      quotedCostCents
      invoicedCents
      overQuoteCents
      isReadyForInvoice
      salesPerson
      crewMembers {
        id
        firstName
        lastName
      }
      equipment {
        id
        name
        type
        category
        imageUrl
      }
      branch {
        id
        name
      }
    }
  }
`);

const SUBMISSION_FORM = graphql(`
  query InvoiceSubmissionForm($id: ID!) {
    formSubmission(id: $id) {
      id
      formId
    }
  }
`);

const QUOTE = graphql(`
  query InvoiceQuote($id: ID!) {
    formSubmission(id: $id) {
      id
      formId
      number
      status
      totalCents
      localDateTime
      userName
      fields
    }
  }
`);

const TIMECARDS = graphql(`
  query InvoiceTimecards($filters: InvoiceTimecardFilters!, $nextPageKey: String) {
    formSubmissionsForInvoice(filters: $filters, nextPageKey: $nextPageKey) {
      items {
        id
        number
        formId
        localDateTime
        totalHours
        users {
          userId
          userName
        }
      }
      nextPageKey
      hasNextPage
      totalCount
    }
  }
`);

const JOB_INVOICES = graphql(`
  query JobBillingInvoices($complexJobId: ID!) {
    complexInvoices(filters: { complexJobId: $complexJobId }) {
      ...InvoiceRowFields
    }
  }
`);

const CREATE_INVOICE = graphql(`
  mutation CreateInvoice($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      code
      success
      message
      formSubmission {
        id
      }
    }
  }
`);

const UPDATE_INVOICE = graphql(`
  mutation UpdateInvoice($input: UpdateInvoiceInput!) {
    updateInvoice(input: $input) {
      code
      success
      message
      formSubmission {
        id
        status
      }
    }
  }
`);

/** The overview's pages: 50 invoices each (the server's default). */
export const INVOICE_PAGE_SIZE = 50;
/** Spec 3 §9: the ready-for-invoice job list holds at most 100 jobs. */
export const READY_JOB_LIMIT = 100;

/** What an invoice write makes stale: the overview's counts and lists, a job's invoices, the job itself. */
const INVOICE_READS = ['invoices', 'invoiceOverview', 'jobsWithoutDates', 'complexInvoices', 'job'];

type JobFilters = Omit<InvoiceFilters, 'status' | 'nextPageKey' | 'limit' | 'jobId'>;

/** invoiceOverview: the three tiles' counts for the filters. Lists change under the user: read on every visit. */
export function useInvoiceOverview(filters: JobFilters) {
  const result = useQuery(OVERVIEW, { variables: { filters }, fetchPolicy: 'cache-and-network' });
  return { counts: useKeptWhileLoading(result.data?.invoiceOverview), error: result.error };
}

const NO_INVOICES: never[] = [];

/** invoices of one status for the filters, page by page (`nextPageKey`) as the last row shows. */
export function useInvoiceList(status: string, filters: JobFilters) {
  const variables = { filters: { ...filters, status: [status], limit: INVOICE_PAGE_SIZE } };
  const result = useQuery(INVOICES, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = useKeptWhileLoading(result.data?.invoices);
  const { fetchMore, networkStatus, error } = result;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const nextPageKey = page?.hasNextPage ? page.nextPageKey : null;
  const filtersKey = JSON.stringify(variables.filters);
  const onEndReached = useCallback(() => {
    if (!nextPageKey || loadingMore) return;
    void fetchMore({
      variables: { filters: { ...(JSON.parse(filtersKey) as InvoiceFilters), nextPageKey } },
      updateQuery: (previous, { fetchMoreResult }) => ({
        invoices: {
          ...fetchMoreResult.invoices,
          items: [...previous.invoices.items, ...fetchMoreResult.invoices.items],
        },
      }),
    });
  }, [nextPageKey, loadingMore, fetchMore, filtersKey]);
  return {
    invoices: page?.items ?? NO_INVOICES,
    loading: !page && !error,
    loadingMore,
    onEndReached,
    error,
  };
}

/** jobsWithoutDates of the jobs flagged ready for invoice (at most 100, spec 3 §9), by the job filters. */
export function useReadyJobs(filters: JobFilters, skip: boolean) {
  const result = useQuery(READY_JOBS, {
    variables: { filters: { ...filters, isReadyForInvoice: true, limit: READY_JOB_LIMIT } },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const jobs = useKeptWhileLoading(result.data?.jobsWithoutDates);
  return { jobs, loading: !jobs && !result.error && !skip, error: result.error };
}

/** job(id) as billing reads it (web:invoice may read it; docs/billing.md). */
export function useInvoiceJob(jobId: string) {
  const result = useQuery(INVOICE_JOB, { variables: { id: jobId }, fetchPolicy: 'cache-and-network' });
  return { job: result.data?.job, loading: result.loading && !result.data, error: result.error };
}

/** The form of a submission (its REST calls are addressed by form): read once, it never changes. */
export function useSubmissionForm(submissionId: string) {
  const result = useQuery(SUBMISSION_FORM, { variables: { id: submissionId }, fetchPolicy: 'cache-first' });
  return { formId: result.data?.formSubmission.formId, loading: result.loading && !result.data, error: result.error };
}

/**
 * The quote an invoice bills (formSubmission). Reading a quote needs web:quoting (the quote's screens): without it
 * the read fails, and the invoice starts without the quote's values.
 */
export function useQuoteSubmission(quoteId: string | null) {
  const variables = { id: quoteId ?? '' };
  const result = useQuery(QUOTE, {
    variables,
    skip: !quoteId,
    fetchPolicy: cachePolicy(QUOTE, variables, DEFAULT_STALE_MS),
  });
  return {
    quote: quoteId ? result.data?.formSubmission : undefined,
    loading: !!quoteId && result.loading && !result.data,
    error: result.error,
  };
}

/** formSubmissionsForInvoice: the job's timecards, 20 a page (spec 3 §9), more on request. */
export function useJobTimecards(jobNumber: string | undefined, startDate: string | null | undefined) {
  const filters = { jobNumber: jobNumber ?? '', ...(startDate ? { startDate } : {}) };
  const result = useQuery(TIMECARDS, {
    variables: { filters },
    skip: !jobNumber,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = result.data?.formSubmissionsForInvoice;
  const { fetchMore } = result;
  const loadMore = () => {
    if (!page?.nextPageKey) return;
    void fetchMore({
      variables: { filters, nextPageKey: page.nextPageKey },
      updateQuery: (previous, { fetchMoreResult }) => ({
        formSubmissionsForInvoice: {
          ...fetchMoreResult.formSubmissionsForInvoice,
          items: [...previous.formSubmissionsForInvoice.items, ...fetchMoreResult.formSubmissionsForInvoice.items],
        },
      }),
    });
  };
  return {
    page,
    loading: result.loading && !page,
    loadingMore: result.networkStatus === NetworkStatus.fetchMore,
    loadMore,
    error: result.error,
  };
}

/** complexInvoices of the job (its billing cycles first to last). */
export function useJobInvoices(jobId: string) {
  const result = useQuery(JOB_INVOICES, { variables: { complexJobId: jobId }, fetchPolicy: 'cache-and-network' });
  return {
    invoices: result.data?.complexInvoices,
    loading: result.loading && !result.data,
    error: result.error,
  };
}

/** The account's invoice template (its summary), from the form templates list. */
export function useInvoiceTemplate() {
  const { templates, loading, error } = useFormTemplates();
  return {
    invoiceTemplate: templates ? invoiceTemplateOf(templates) : undefined,
    loading: loading && !templates,
    error,
  };
}

/** After an invoice write: the GraphQL reads it changed, and the submissions' REST reads (record, history). */
function useRefreshAfterWrite() {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      invalidateGraphQL(INVOICE_READS),
      queryClient.invalidateQueries({ queryKey: queryKeys.formSubmissions(user.accountId) }),
    ]);
  };
}

/** createInvoice (spec 3 §7); resolves with the new submission's id and the server's message. */
export function useCreateInvoice() {
  const [create, { loading }] = useMutation(CREATE_INVOICE);
  const refresh = useRefreshAfterWrite();
  const createInvoice = async (input: CreateInvoiceInput) => {
    const { data } = await create({ variables: { input } });
    const answer = assertMutationSuccess(data!.createInvoice);
    const id = answer.formSubmission!.id;
    await refresh();
    return { id, message: answer.message };
  };
  return { createInvoice, creating: loading };
}

/** updateInvoice (spec 3 §7; `id` is the invoice's form submission id); resolves with the server's message. */
export function useUpdateInvoice() {
  const [update, { loading }] = useMutation(UPDATE_INVOICE);
  const refresh = useRefreshAfterWrite();
  const updateInvoice = async (input: UpdateInvoiceInput) => {
    const { data } = await update({ variables: { input } });
    const answer = assertMutationSuccess(data!.updateInvoice);
    await refresh();
    return answer.message;
  };
  return { updateInvoice, updating: loading };
}
