import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { InvoiceRowFieldsFragment } from '../../api/gql/graphql';
import { useAccess } from '../../auth/access';
import { PageLoader } from '../../ui/PageLoader';
import { createQuotePath, quoteDetailPath, useQuoteTemplate, type CreateQuoteState } from '../quoting';
import { dateText, DATE_PATTERN } from './engine';
import { quoteStatusLabel } from './billing';
import { isUuid, moneyText, NO_AMOUNT } from './invoiceRules';
import { useInvoiceJob, useJobInvoices, useQuoteSubmission } from './invoicing';
import { AmountTile, InvoiceStatusBadge, NotFoundText, OverQuoteWarning, RouteNotFound } from './InvoiceParts';
import { invoiceCreatePath, invoiceDetailsPath, jobBillingPath, type InvoiceNavigationState } from './paths';

/** Texts of this page (spec 3 §2 "Job billing"; ours where the spec has none: docs/billing.md). */
export const BILLING_TEXTS = {
  noQuotes: 'There are no quotes for this job',
  noInvoices: 'There are no invoices for this job',
  noJob: 'No Job Found',
};

function Section({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function Empty({ text, testId }: { text: string; testId: string }) {
  return (
    <Text c="dimmed" ta="center" py="md" data-testid={testId}>
      {text}
    </Text>
  );
}

/** A clickable table row: a click, Enter or Space opens it. */
function RowLink({ onOpen, testId, children }: { onOpen: () => void; testId: string; children: ReactNode }) {
  return (
    <Table.Tr
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      data-testid={testId}
    >
      {children}
    </Table.Tr>
  );
}

const period = (invoice: InvoiceRowFieldsFragment) =>
  invoice.cycleStartDate
    ? `${dateText(invoice.cycleStartDate, DATE_PATTERN)} – ${dateText(invoice.cycleEndDate, DATE_PATTERN)}`
    : 'Whole job';

function JobBilling({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const { canOpen } = useAccess();
  const { job, loading } = useInvoiceJob(jobId);
  const { invoices, loading: invoicesLoading } = useJobInvoices(jobId);
  const { quote, loading: quoteLoading } = useQuoteSubmission(job?.quoteId ?? null);
  const { quoteTemplate } = useQuoteTemplate();

  if (loading) return <PageLoader />;
  if (!job) return <NotFoundText testId="job-billing-not-found">{BILLING_TEXTS.noJob}</NotFoundText>;

  // The job's quote: its submission where the user may read quotes, else what the job knows of it.
  const quoteFormId = quote?.formId ?? quoteTemplate?.id;
  const openQuote = () => job.quoteId && quoteFormId && void navigate(quoteDetailPath(quoteFormId, job.quoteId));
  const createQuote = () => {
    if (!quoteTemplate) return;
    const state: CreateQuoteState = { jobId };
    void navigate(createQuotePath(quoteTemplate.id), { state });
  };
  const createInvoice = () => {
    const state: InvoiceNavigationState = { backTo: jobBillingPath(jobId) };
    void navigate(invoiceCreatePath(jobId, job.quoteId), { state });
  };

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text c="dimmed" fw={600} data-testid="job-billing-number">
          Job #{job.number}
        </Text>
        <Title order={1} fz={26} data-testid="job-billing-name">
          {job.name}
        </Title>
      </Stack>
      <Group gap="md">
        <AmountTile label="QUOTED" amount={moneyText(job.quotedCostCents)} testId="job-billing-quoted" />
        <AmountTile
          label="INVOICED"
          amount={job.invoicedCents == null ? NO_AMOUNT : moneyText(job.invoicedCents)}
          testId="job-billing-invoiced"
        />
      </Group>
      <OverQuoteWarning job={job} testId="job-billing-over-quote" />

      <Section
        title="Quote"
        testId="job-billing-quotes"
        action={
          canOpen('/quoting/create') && (
            <Button size="xs" onClick={createQuote} disabled={!quoteTemplate} data-testid="job-billing-create-quote">
              + Create Quote
            </Button>
          )
        }
      >
        {quoteLoading ? (
          <PageLoader />
        ) : !job.quoteId ? (
          <Empty text={BILLING_TEXTS.noQuotes} testId="job-billing-quotes-empty" />
        ) : (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Quote #</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created By</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <RowLink onOpen={openQuote} testId={`job-billing-quote-${job.quoteId}`}>
                <Table.Td>{quote ? `#${quote.number}` : '—'}</Table.Td>
                <Table.Td>{quote ? quoteStatusLabel(quote.status) : '—'}</Table.Td>
                <Table.Td>{quote?.userName ?? '—'}</Table.Td>
                <Table.Td>{quote ? dateText(quote.localDateTime, DATE_PATTERN) : '—'}</Table.Td>
                <Table.Td ta="right">{moneyText(quote?.totalCents ?? job.quotedCostCents)}</Table.Td>
              </RowLink>
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <Section
        title="Invoices"
        testId="job-billing-invoices"
        action={
          <Button size="xs" onClick={createInvoice} data-testid="job-billing-create-invoice">
            + Create Invoice
          </Button>
        }
      >
        {invoicesLoading ? (
          <PageLoader />
        ) : !invoices?.length ? (
          <Empty text={BILLING_TEXTS.noInvoices} testId="job-billing-invoices-empty" />
        ) : (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice #</Table.Th>
                <Table.Th>Billing Period</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <RowLink
                  key={invoice.id}
                  onOpen={() =>
                    void navigate(
                      invoiceDetailsPath({
                        formSubmissionId: invoice.formSubmissionId,
                        jobId,
                        quoteId: invoice.quoteId,
                      }),
                    )
                  }
                  testId={`job-billing-invoice-${invoice.formSubmissionId}`}
                >
                  <Table.Td>#{invoice.number}</Table.Td>
                  <Table.Td>{period(invoice)}</Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadge status={invoice.status} />
                  </Table.Td>
                  <Table.Td>{dateText(invoice.createdAt, DATE_PATTERN)}</Table.Td>
                  <Table.Td ta="right">{moneyText(invoice.amountCents)}</Table.Td>
                </RowLink>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </Stack>
  );
}

/**
 * /jobs/billing?jobId= (spec 3 §2 "Job billing", behind web:invoice): the job's number and name, its QUOTED and
 * INVOICED totals, its quote and its invoices, with + Create Quote and + Create Invoice.
 */
export default function JobBillingPage() {
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  if (!isUuid(jobId)) return <RouteNotFound />;
  return <JobBilling key={jobId} jobId={jobId} />;
}
