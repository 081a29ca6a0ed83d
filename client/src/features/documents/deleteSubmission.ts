import { useMutation as useGraphQLMutation } from '@apollo/client/react';
import { useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { assertMutationSuccess } from '../../api/graphql';
import { queryKeys } from '../../api/queryKeys';
import { useAccess } from '../../auth/access';

// Apart from submissions.ts: the lists, landing pages, read through that module without Apollo Client
// (docs/performance.md); the detail pages that delete load it.
const DELETE_SUBMISSION = graphql(`
  mutation DeleteDocumentSubmission($id: ID!) {
    deleteFormSubmission(id: $id) {
      code
      success
      message
      id
    }
  }
`);

/** deleteFormSubmission(id) (spec 3 §7); resolves with the server's message ("Form submission deleted."). */
export function useDeleteSubmission(formId: string) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const [remove, { loading }] = useGraphQLMutation(DELETE_SUBMISSION);
  const deleteSubmission = async (id: string) => {
    const { data } = await remove({ variables: { id } });
    const answer = assertMutationSuccess(data!.deleteFormSubmission);
    // The page leaves at once; its own record and history are not read again (they would answer not found).
    await queryClient.invalidateQueries({ queryKey: queryKeys.formSubmissionSearches(user.accountId, formId) });
    return answer.message;
  };
  return { deleteSubmission, deleting: loading };
}
