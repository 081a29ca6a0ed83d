import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apolloClient, assertMutationSuccess } from '../../api/graphql';
import { useAccess } from '../../auth/access';
import { invalidateJobs } from '../schedule';
import { graphql } from '../../api/gql';
import { UPDATE_COMPLEX_JOB } from './jobs';

/** updateJob for the link alone: no booking conflicts asked for, as those need the schedule. */
const LINK_QUOTE_TO_SIMPLE_JOB = graphql(`
  mutation LinkQuoteToSimpleJob($input: UpdateJobInput!) {
    updateJob(input: $input) {
      code
      success
      message
    }
  }
`);

/** Which job gets which quote. */
export interface QuoteLink {
  jobId: string;
  quoteId: string;
}

/**
 * Links a quote to a job (spec 3 §7; a quote created from the job's billing page): `updateComplexJob` when the
 * complexJobs flag is on, else `updateJob`, each with the job's id and the quoteId only, so a sales user without the
 * schedule may send it (docs/billing.md). The server then takes the quote's total as the job's quoted cost. Rejects
 * with the server's reason when the update fails.
 */
export function useLinkQuoteToJob() {
  const { user, flags } = useAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, quoteId }: QuoteLink) => {
      const input = { id: jobId, quoteId };
      if (flags.complexJobs) {
        const { data } = await apolloClient.mutate({ mutation: UPDATE_COMPLEX_JOB, variables: { input } });
        assertMutationSuccess(data!.updateComplexJob);
      } else {
        const { data } = await apolloClient.mutate({ mutation: LINK_QUOTE_TO_SIMPLE_JOB, variables: { input } });
        assertMutationSuccess(data!.updateJob);
      }
    },
    onSuccess: () => invalidateJobs(queryClient, user.accountId),
  });
}
