import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../api/gql';
import type { FormManagerHomePageQuery, FormTemplateQuickLinkOperationInput } from '../../api/gql/graphql';
import { useInvalidateFormTemplates } from './formTemplateReads';

/** A quicklink as the form manager reads it. */
export type QuickLink = FormManagerHomePageQuery['formTemplateHomePage']['quickLinks'][number];

const HOME_PAGE = graphql(`
  query FormManagerHomePage {
    formTemplateHomePage {
      accountId
      quickLinks {
        id
        formId
        displayName
        divisionIds
        formTypeSlug
        ordinal
        formType {
          slug
          displayName
          ordinal
        }
      }
    }
  }
`);

const BATCH = graphql(`
  mutation BatchOperationsFormTemplateQuickLink($operations: [FormTemplateQuickLinkOperationInput!]!) {
    batchOperationsFormTemplateQuickLink(operations: $operations) {
      code
      success
      message
      accountId
      errors {
        path
        message
      }
    }
  }
`);

/** The signed-in account's quicklinks, in the home page's order (form type, then ordinal); read fresh on each visit. */
export function useQuickLinks() {
  const result = useQuery(HOME_PAGE, { fetchPolicy: 'network-only' });
  const quickLinks = result.dataState === 'complete' ? result.data.formTemplateHomePage.quickLinks : undefined;
  return { quickLinks, loading: result.loading, error: result.error, refetch: result.refetch };
}

/** A refused batch: the server's message and its problems (`operations.<i>.<key>`). */
export class QuickLinkBatchError extends Error {
  override name = 'QuickLinkBatchError';
  constructor(
    message: string,
    readonly problems: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/** batchOperationsFormTemplateQuickLink: every operation in one transaction, all or nothing. */
export function useQuickLinkBatch() {
  const [run, { loading }] = useMutation(BATCH);
  const invalidate = useInvalidateFormTemplates();
  const apply = async (operations: FormTemplateQuickLinkOperationInput[]) => {
    const { data } = await run({ variables: { operations } });
    const answer = data!.batchOperationsFormTemplateQuickLink;
    if (!answer.success) throw new QuickLinkBatchError(answer.message, answer.errors ?? []);
    await invalidate(['formTemplateHomePage']);
    return answer;
  };
  return { apply, saving: loading };
}
