import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../api/gql';
import type {
  CreateFormTemplateInput,
  FormTemplateDetailFieldsFragment,
  FormTemplateSummaryFieldsFragment,
  UpdateFormTemplateInput,
} from '../../api/gql/graphql';
import { apolloClient, assertMutationSuccess, invalidateGraphQL } from '../../api/graphql';
import { cachePolicy } from '../../api/graphqlCache';
import type { Problem } from './engine';

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

const FORM_TEMPLATE = graphql(`
  query AdminFormTemplate($id: ID!) {
    formTemplate(id: $id) {
      ...FormTemplateDetailFields
    }
  }
`);

const CREATE = graphql(`
  mutation CreateFormTemplate($input: CreateFormTemplateInput!) {
    createFormTemplate(input: $input) {
      code
      success
      message
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateFormTemplate($id: ID!, $input: UpdateFormTemplateInput!) {
    updateFormTemplate(id: $id, input: $input) {
      code
      success
      message
      errors {
        path
        message
      }
      formTemplate {
        ...FormTemplateDetailFields
      }
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteFormTemplate($id: ID!) {
    deleteFormTemplate(id: $id) {
      code
      success
      message
      id
    }
  }
`);

/** Templates are admin data that change rarely; read again after a minute, and at once after a write here. */
const STALE_AFTER_MS = 60_000;
const EVERY_TEMPLATE = { filters: {} };

/** The root fields a template write makes stale (lists, the template, the home page's quicklinks). */
export const FORM_TEMPLATE_FIELDS_READ = ['formTemplates', 'formTemplate', 'formTemplateHomePage'];

/** Every template of the signed-in account (the server ignores a client-sent account unless super admin). */
export function useFormTemplates() {
  const result = useQuery(FORM_TEMPLATES, {
    variables: EVERY_TEMPLATE,
    fetchPolicy: cachePolicy(FORM_TEMPLATES, EVERY_TEMPLATE, STALE_AFTER_MS),
  });
  const templates = result.dataState === 'complete' ? result.data.formTemplates : undefined;
  return { templates, loading: result.loading, error: result.error };
}

/** One template by id; `error` when it is missing or of another account (the server answers not found). */
export function useFormTemplate(id: string | undefined) {
  const variables = { id: id ?? '' };
  const result = useQuery(FORM_TEMPLATE, {
    variables,
    skip: !id,
    fetchPolicy: cachePolicy(FORM_TEMPLATE, variables, STALE_AFTER_MS),
  });
  const template = result.dataState === 'complete' ? result.data.formTemplate : undefined;
  return { template, loading: result.loading, error: result.error, refetch: result.refetch };
}

/** createFormTemplate; resolves with the answer (its `id`), rejects with "GraphQL Errors: …" on `success: false`. */
export function useCreateFormTemplate() {
  const [create, { loading }] = useMutation(CREATE);
  const createTemplate = async (input: CreateFormTemplateInput) => {
    const { data } = await create({ variables: { input } });
    const answer = assertMutationSuccess(data!.createFormTemplate);
    await invalidateGraphQL(FORM_TEMPLATE_FIELDS_READ);
    return answer;
  };
  return { createTemplate, creating: loading };
}

/**
 * updateFormTemplate of the given fields (the server keeps the others; `layouts` replaces all layouts). Resolves with
 * the answer (the saved template); rejects with "GraphQL Errors: …" on `success: false`, the server's problems kept on
 * the error as `problems`.
 */
export function useUpdateFormTemplate() {
  const [update, { loading }] = useMutation(UPDATE);
  const updateTemplate = async (id: string, input: UpdateFormTemplateInput) => {
    const { data } = await update({ variables: { id, input } });
    const answer = data!.updateFormTemplate;
    try {
      assertMutationSuccess(answer);
    } catch (error) {
      throw Object.assign(error as Error, { problems: answer.errors ?? [] });
    }
    await invalidateGraphQL(FORM_TEMPLATE_FIELDS_READ);
    return answer;
  };
  return { updateTemplate, updating: loading };
}

/** deleteFormTemplate; rejects with "GraphQL Errors: {reason}" when refused (e.g. a web layout still exists). */
export function useDeleteFormTemplate() {
  const [remove, { loading }] = useMutation(DELETE);
  const deleteTemplate = async (id: string) => {
    const { data } = await remove({ variables: { id } });
    const answer = assertMutationSuccess(data!.deleteFormTemplate);
    await invalidateGraphQL(FORM_TEMPLATE_FIELDS_READ, { refetch: false });
    return answer;
  };
  return { deleteTemplate, deleting: loading };
}

/** A server problem's dotted path as the engine's path (`layouts.web.fields.2` → `['layouts', 'web', 'fields', 2]`). */
export const problemPath = (dotted: string) =>
  dotted === '' ? [] : dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The server's problems a failed updateFormTemplate carried (see useUpdateFormTemplate), else none. */
export function updateProblems(error: unknown): Problem[] {
  const problems = (error as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems)
    ? (problems as { path: string; message: string }[]).map(({ path, message }) => ({
        path: problemPath(path),
        message,
      }))
    : [];
}

/** The whole template, read once for the Account Forms card's copy button. */
export async function readTemplateForCopy(id: string): Promise<FormTemplate> {
  const { data } = await apolloClient.query({ query: FORM_TEMPLATE, variables: { id }, fetchPolicy: 'network-only' });
  if (!data) throw new Error('Form not found.');
  return data.formTemplate;
}
