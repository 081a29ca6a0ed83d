import { Alert, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from '../../ui/PageLoader';
import { BackLink } from '../documents';
import { INVOICE_NOT_FOUND, invoiceStatus, moneyText, ROUTE_NOT_FOUND } from './invoiceRules';
import { useSubmissionForm } from './invoicing';
import { INVOICING_PATH } from './paths';

/** Spec 3 §2, §5: an invoice route whose ids are missing or not UUIDs. */
export function RouteNotFound() {
  return (
    <Stack gap="md" align="center" py="xl" data-testid="invoice-route-not-found">
      <Title order={1} fz={26}>
        {ROUTE_NOT_FOUND}
      </Title>
      <BackLink to={INVOICING_PATH} label="Invoices" testId="invoice-back-link" />
    </Stack>
  );
}

/** A record the route names that the server does not have (or another account's). */
export function NotFoundText({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid={testId}>
      {children}
    </Text>
  );
}

/** An invoice status in its spec 3 §4 colour. */
export function InvoiceStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { label, color } = invoiceStatus(status);
  return (
    <Badge color={color} variant="filled" tt="none" data-testid={testId}>
      {label}
    </Badge>
  );
}

/** A labelled amount (QUOTED, Invoiced Amount …). */
export function AmountTile({
  label,
  amount,
  over = false,
  testId,
}: {
  label: string;
  amount: string;
  over?: boolean;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" miw={180}>
      <Text size="xs" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fz={22} fw={700} c={over ? 'red' : undefined} data-testid={testId} data-over={over || undefined}>
        {amount}
      </Text>
    </Paper>
  );
}

/** The over-quote warning's title (ours: the spec only colours the invoice's amount red). */
export const OVER_QUOTE_TITLE = 'Invoiced over the quote';

/**
 * The job's invoices (all but voided ones) total more than its quoted cost: the server's `invoicedCents` and
 * `overQuoteCents` (docs/billing.md), shown on job billing and on each of its invoices' details. Nothing otherwise.
 */
export function OverQuoteWarning({
  job,
  testId,
}: {
  job: { quotedCostCents?: number | null; invoicedCents?: number | null; overQuoteCents?: number | null };
  testId: string;
}) {
  if (job.overQuoteCents == null) return null;
  return (
    <Alert color="red" variant="light" title={OVER_QUOTE_TITLE} icon={<IconAlertTriangle />} data-testid={testId}>
      The job's invoices total {moneyText(job.invoicedCents)}, {moneyText(job.overQuoteCents)} more than the{' '}
      {moneyText(job.quotedCostCents)} quoted.
    </Alert>
  );
}

/** Finds the invoice's form (its REST calls are addressed by form), then shows it. */
export function WithInvoiceForm({
  formSubmissionId,
  children,
}: {
  formSubmissionId: string;
  children: (formId: string) => ReactNode;
}) {
  const { formId, loading } = useSubmissionForm(formSubmissionId);
  if (loading) return <PageLoader />;
  if (!formId) return <NotFoundText testId="invoice-not-found">{INVOICE_NOT_FOUND}</NotFoundText>;
  return children(formId);
}
