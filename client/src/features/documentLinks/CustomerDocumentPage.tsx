import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, sendJson } from '../../api/http';
import type { components } from '../../api/openapi';
import { SignaturePad } from './SignaturePad';

/** The answer of GET /api/public/documents/{token} (docs/billing.md), typed from the OpenAPI document. */
export type PublicDocument = components['schemas']['PublicDocument'];

const documentPath = (token: string) => `/public/documents/${encodeURIComponent(token)}`;
const problemOf = (error: unknown) => (error instanceof ApiError ? error : null);

/** `/d/:token`: the customer's page of a quote or an invoice, without sign-in (docs/billing.md). */
export default function CustomerDocumentPage() {
  const { token = '' } = useParams();
  const document = useQuery({
    queryKey: ['public-document', token],
    queryFn: () => sendJson<PublicDocument>('GET', documentPath(token)),
    retry: false,
  });
  if (document.isPending) return <Loader m="xl" aria-label="Loading" />;
  if (document.error || !document.data) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Link" data-testid="customer-document-invalid">
          {problemOf(document.error)?.serverMessage ?? 'This link is no longer valid.'}
        </Alert>
      </Container>
    );
  }
  const doc = document.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Text c="dimmed" fw={600}>
          {doc.companyName}
        </Text>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={1} fz={26} data-testid="customer-document-title">
              {doc.documentName}
            </Title>
            <Text size="sm" c="dimmed">
              {[doc.customerName, doc.date].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge size="lg" variant="light" data-testid="customer-document-status">
            {doc.statusLabel}
          </Badge>
        </Group>
        <Paper withBorder p="md" radius="md">
          <Table data-testid="customer-document-lines">
            <Table.Thead>
              <Table.Tr>
                {doc.lines.columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {doc.lines.rows.map((cells, row) => (
                <Table.Tr key={row}>
                  {cells.map((cell, index) => (
                    <Table.Td key={index}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={2} mt="sm" align="flex-end" data-testid="customer-document-totals">
            {doc.totals.map((total) => (
              <Text key={total.label} fw={total.label === 'Total' ? 700 : 400}>
                {total.label}: {total.value}
              </Text>
            ))}
          </Stack>
        </Paper>
        <Anchor href={`/api${documentPath(token)}/pdf`} target="_blank" data-testid="customer-document-pdf">
          Download the PDF
        </Anchor>
        {doc.answerable && <Answer token={token} />}
      </Stack>
    </Container>
  );
}

function Answer({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const answer = useMutation({
    mutationFn: (body: object) =>
      sendJson<PublicDocument>('POST', `${documentPath(token)}/${rejecting ? 'reject' : 'approve'}`, body),
    onSuccess: (updated) => queryClient.setQueryData(['public-document', token], updated),
  });
  const problem = problemOf(answer.error);
  const fieldError = (field: string) => problem?.fieldErrors[field]?.[0];
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-document-answer">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {rejecting ? 'Reject the quote' : 'Approve the quote'}
        </Title>
        <TextInput
          label="Your name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError('name')}
          data-testid="customer-answer-name"
        />
        {rejecting ? (
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError('reason')}
            data-testid="customer-answer-reason"
          />
        ) : (
          <SignaturePad onChange={setSignature} error={fieldError('signature')} />
        )}
        {problem && !Object.keys(problem.fieldErrors).length && <Text c="red">{problem.serverMessage}</Text>}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setRejecting(!rejecting)} data-testid="customer-answer-switch">
            {rejecting ? 'Approve instead' : 'Reject'}
          </Button>
          <Button
            color={rejecting ? 'red' : 'green'}
            loading={answer.isPending}
            disabled={rejecting ? !reason.trim() : !signature}
            onClick={() => answer.mutate(rejecting ? { name, reason } : { name, signature })}
            data-testid="customer-answer-submit"
          >
            {rejecting ? 'Reject' : 'Approve'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
