import { useMutation, useQuery } from '@apollo/client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../api/gql';
import type { SendFormSubmissionInput } from '../../api/gql/graphql';
import { assertMutationSuccess } from '../../api/graphql';
import { queryKeys } from '../../api/queryKeys';
import { useAccess } from '../../auth/access';

/*
 * Sending a quote or an invoice to the customer, its links and its sent history (docs/billing.md, Sending to the
 * customer).
 */

const SEND_HISTORY = graphql(`
  query FormSubmissionSendHistory($id: ID!) {
    formSubmissionSendHistory(id: $id) {
      sends {
        id
        recipients
        subject
        sentByName
        createdAt
        delivery
        deliveredAt
        error
      }
      links {
        id
        createdAt
        expiresAt
        revokedAt
        active
        answer
        answeredAt
        answeredBy
        answeredFrom
        reason
      }
    }
  }
`);

const SEND = graphql(`
  mutation SendFormSubmission($input: SendFormSubmissionInput!) {
    sendFormSubmission(input: $input) {
      code
      success
      message
      link
      errors {
        path
        message
      }
    }
  }
`);

const CREATE_LINK = graphql(`
  mutation CreateFormSubmissionLink($id: ID!) {
    createFormSubmissionLink(id: $id) {
      code
      success
      message
      link
    }
  }
`);

const REVOKE = graphql(`
  mutation RevokeFormSubmissionLink($id: ID!) {
    revokeFormSubmissionLink(id: $id) {
      code
      success
      message
    }
  }
`);

/** While a send waits for the mail server, the history is read again this often. */
const QUEUED_POLL_MS = 2000;

/** The document's sends and links; read again while a send is queued. */
export function useSendHistory(submissionId: string) {
  const result = useQuery(SEND_HISTORY, { variables: { id: submissionId }, fetchPolicy: 'cache-and-network' });
  const queued = result.data?.formSubmissionSendHistory.sends.some((send) => send.delivery === 'queued') ?? false;
  const { startPolling, stopPolling } = result;
  useEffect(() => {
    if (queued) startPolling(QUEUED_POLL_MS);
    else stopPolling();
  }, [queued, startPolling, stopPolling]);
  return result;
}

/**
 * The send, link and revoke calls; each refreshes the history and the document (a draft quote becomes Sent, an
 * answer changes its status).
 */
export function useDocumentLinkActions(submissionId: string) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const refetchQueries = [{ query: SEND_HISTORY, variables: { id: submissionId } }];
  const refreshDocument = () => queryClient.invalidateQueries({ queryKey: queryKeys.formSubmissions(user.accountId) });
  const [send, sending] = useMutation(SEND, { refetchQueries, awaitRefetchQueries: true });
  const [createLink, linking] = useMutation(CREATE_LINK, { refetchQueries });
  const [revoke, revoking] = useMutation(REVOKE, { refetchQueries, awaitRefetchQueries: true });
  return {
    send: async (input: Omit<SendFormSubmissionInput, 'id'>) => {
      const { data } = await send({ variables: { input: { ...input, id: submissionId } } });
      await refreshDocument();
      return data!.sendFormSubmission;
    },
    createLink: async () => {
      const { data } = await createLink({ variables: { id: submissionId } });
      return assertMutationSuccess(data!.createFormSubmissionLink).link!;
    },
    revoke: async () => {
      const { data } = await revoke({ variables: { id: submissionId } });
      return assertMutationSuccess(data!.revokeFormSubmissionLink).message;
    },
    busy: sending.loading || linking.loading || revoking.loading,
  };
}
