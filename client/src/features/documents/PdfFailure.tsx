import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apolloClient, assertMutationSuccess } from '../../api/graphql';
import { graphql } from '../../api/gql';
import { queryKeys } from '../../api/queryKeys';
import { useAccess } from '../../auth/access';
import { showFailure } from './failure';

const PDF_STATE = graphql(`
  query SubmissionPdfState($id: ID!) {
    formSubmission(id: $id) {
      id
      pdfError
    }
  }
`);

const RETRY_PDF = graphql(`
  mutation RetryFormSubmissionPdf($id: ID!) {
    retryFormSubmissionPdf(id: $id) {
      code
      success
      message
    }
  }
`);

/** While a retried PDF is being made, its state is read again this often. */
const RETRY_POLL_MS = 3000;

/**
 * "PDF failed" on a submission's page when the last try to make its PDF on the queue failed (the submission's
 * pdfError, docs/pdf.md), with Retry, which queues it again; nothing otherwise. Download PDF still works meanwhile:
 * it makes the PDF there and then.
 */
export function PdfFailure({ submissionId, testId }: { submissionId: string; testId: string }) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const [retried, setRetried] = useState(false);
  const queryKey = [...queryKeys.formSubmissions(user.accountId), 'pdf-state', submissionId];
  const state = useQuery({
    queryKey,
    queryFn: async () => {
      const { data } = await apolloClient.query({
        query: PDF_STATE,
        variables: { id: submissionId },
        fetchPolicy: 'network-only',
      });
      return data?.formSubmission.pdfError ?? null;
    },
    refetchInterval: (query) => (retried && query.state.data ? RETRY_POLL_MS : false),
  });
  const retry = useMutation({
    mutationFn: async () => {
      const { data } = await apolloClient.mutate({ mutation: RETRY_PDF, variables: { id: submissionId } });
      assertMutationSuccess(data!.retryFormSubmissionPdf);
    },
    onSuccess: () => {
      setRetried(true);
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => showFailure('Unable to retry the PDF.', error),
  });
  if (!state.data) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={16} />}
      title="PDF failed"
      data-testid={`${testId}-pdf-failed`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{retried ? 'Retrying…' : state.data}</Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retry.isPending}
          disabled={retried}
          onClick={() => retry.mutate()}
          data-testid={`${testId}-pdf-retry`}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
