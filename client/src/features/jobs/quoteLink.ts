import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apolloClient, assertMutationSuccess } from '../../api/graphql';
import { useAccess } from '../../auth/access';
import { invalidateJobs } from '../schedule';
import { simpleJobRecordQuery } from './jobFormQueries';
import { simpleJobInput, simpleJobValues } from './jobFormRules';
import { UPDATE_COMPLEX_JOB, UPDATE_JOB } from './jobs';

/** Which job gets which quote. */
export interface QuoteLink {
  jobId: string;
  quoteId: string;
}

/**
 * Links a quote to a job (spec 3 §7; a quote created from the job's billing page): `updateComplexJob` with the id and
 * quoteId when the complexJobs flag is on, else `updateJob` with the job's values (read by `GET /api/job/{id}`) plus
 * quoteId. The server then takes the quote's total as the job's quoted cost (docs/billing.md). Rejects with the
 * server's reason when the job cannot be read or the update fails.
 */
export function useLinkQuoteToJob() {
  const { user, flags } = useAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, quoteId }: QuoteLink) => {
      if (flags.complexJobs) {
        const { data } = await apolloClient.mutate({
          mutation: UPDATE_COMPLEX_JOB,
          variables: { input: { id: jobId, quoteId } },
        });
        assertMutationSuccess(data!.updateComplexJob);
        return;
      }
      const record = await queryClient.fetchQuery(simpleJobRecordQuery(user.accountId, jobId));
      if (record.variant !== 'simple') throw new Error('Job not found.');
      const input = simpleJobInput(simpleJobValues(record.job), { id: jobId, quoteId });
      const { data } = await apolloClient.mutate({ mutation: UPDATE_JOB, variables: { input } });
      assertMutationSuccess(data!.updateJob);
    },
    onSuccess: () => invalidateJobs(queryClient, user.accountId),
  });
}
