import { useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import type { FormTemplateDetailFieldsFragment, FormTemplateSummaryFieldsFragment } from '../../api/gql/graphql';
import { invalidateGraphQL } from '../../api/graphqlClient';
import { readGraphQL } from '../../api/graphqlRead';
import { queryKeys } from '../../api/queryKeys';
import { useAccess } from '../../auth/access';

/** A template as the Account Forms cards show it. */
export type FormTemplateSummary = FormTemplateSummaryFieldsFragment;
/** A whole template (spec 3 §3) with the flags of its configs, as the detail page and the editors read it. */
export type FormTemplate = FormTemplateDetailFieldsFragment;

export const FORM_TEMPLATE_SUMMARY_FIELDS = graphql(`
  fragment FormTemplateSummaryFields on FormTemplate {
    id
    name
    title
    formTypeSlug
    divisionId
    divisionIds
    hasDynamicDocument
  }
`);

export const FORM_TEMPLATE_DETAIL_FIELDS = graphql(`
  fragment FormTemplateDetailFields on FormTemplate {
    id
    accountId
    createdAt
    updatedAt
    divisionId
    divisionIds
    requiredServices
    formTypeSlug
    formType {
      slug
      displayName
    }
    flagForReview
    formVersion
    name
    title
    submitted
    fields
    alerts
    subForms
    layouts
    logicRules
    renderEngineVersion
    templateVersion
    parameters
    description
    hasCsvConfig
    hasDynamicDocument
    hasNotificationConfig
    hasPdfConfig
  }
`);

const FORM_TEMPLATES = graphql(`
  query AdminFormTemplates($filters: FormTemplateFilters) {
    formTemplates(filters: $filters) {
      ...FormTemplateSummaryFields
    }
  }
`);

export const FORM_TEMPLATE = graphql(`
  query AdminFormTemplate($id: ID!) {
    formTemplate(id: $id) {
      ...FormTemplateDetailFields
    }
  }
`);

/** Templates are admin data that change rarely; read again after a minute, and at once after a write here. */
const STALE_AFTER_MS = 60_000;
const EVERY_TEMPLATE = { filters: {} };

/**
 * Every template of the signed-in account (the server ignores a client-sent account unless super admin). The
 * templates are read through TanStack Query (api/graphqlRead.ts), not Apollo Client: the quote and Documents lists,
 * landing pages, read them on their first load (docs/performance.md); useInvalidateFormTemplates keeps them fresh.
 */
export function useFormTemplates() {
  const { user } = useAccess();
  const result = useQuery({
    queryKey: queryKeys.formTemplateList(user.accountId),
    queryFn: async () => (await readGraphQL(FORM_TEMPLATES, EVERY_TEMPLATE)).formTemplates,
    staleTime: STALE_AFTER_MS,
  });
  return { templates: result.data, loading: result.isLoading, error: result.error };
}

/** One template by id; `error` when it is missing or of another account (the server answers not found). */
export function useFormTemplate(id: string | undefined) {
  const { user } = useAccess();
  const result = useQuery({
    queryKey: queryKeys.formTemplate(user.accountId, id ?? ''),
    queryFn: async () => (await readGraphQL(FORM_TEMPLATE, { id: id! })).formTemplate,
    enabled: !!id,
    staleTime: STALE_AFTER_MS,
  });
  return { template: result.data, loading: result.isLoading, error: result.error, refetch: result.refetch };
}

/** The root fields a template write makes stale (lists, the template, the home page's quicklinks). */
export const FORM_TEMPLATE_FIELDS_READ = ['formTemplates', 'formTemplate', 'formTemplateHomePage'];

/**
 * After a template write: TanStack's template reads (queryKeys.formTemplates: the lists, each template, the Documents
 * page's quicklink order) and Apollo's of `fields` count as stale; those on screen are read again unless `refetch`
 * is false (a deleted template's page, which leaves).
 */
export function useInvalidateFormTemplates() {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  return async (fields: string[] = FORM_TEMPLATE_FIELDS_READ, { refetch = true } = {}) => {
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: queryKeys.formTemplates(user.accountId),
        refetchType: refetch ? 'active' : 'none',
      }),
      invalidateGraphQL(fields, { refetch }),
    ]);
  };
}
