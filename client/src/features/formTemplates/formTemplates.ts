import { useMutation } from '@apollo/client/react';
import { graphql } from '../../api/gql';
import type { CreateFormTemplateInput, UpdateFormTemplateInput } from '../../api/gql/graphql';
import { apolloClient, assertMutationSuccess } from '../../api/graphql';
import { FORM_TEMPLATE, useInvalidateFormTemplates, type FormTemplate } from './formTemplateReads';

export {
  FORM_TEMPLATE_FIELDS_READ,
  useFormTemplate,
  useFormTemplates,
  type FormTemplate,
  type FormTemplateSummary,
} from './formTemplateReads';

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

/** createFormTemplate; resolves with the answer (its `id`), rejects with "GraphQL Errors: …" on `success: false`. */
export function useCreateFormTemplate() {
  const [create, { loading }] = useMutation(CREATE);
  const invalidate = useInvalidateFormTemplates();
  const createTemplate = async (input: CreateFormTemplateInput) => {
    const { data } = await create({ variables: { input } });
    const answer = assertMutationSuccess(data!.createFormTemplate);
    await invalidate();
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
  const invalidate = useInvalidateFormTemplates();
  const updateTemplate = async (id: string, input: UpdateFormTemplateInput) => {
    const { data } = await update({ variables: { id, input } });
    const answer = data!.updateFormTemplate;
    try {
      assertMutationSuccess(answer);
    } catch (error) {
      throw Object.assign(error as Error, { problems: answer.errors ?? [] });
    }
    await invalidate();
    return answer;
  };
  return { updateTemplate, updating: loading };
}

/** deleteFormTemplate; rejects with "GraphQL Errors: {reason}" when refused (e.g. a web layout still exists). */
export function useDeleteFormTemplate() {
  const [remove, { loading }] = useMutation(DELETE);
  const invalidate = useInvalidateFormTemplates();
  const deleteTemplate = async (id: string) => {
    const { data } = await remove({ variables: { id } });
    const answer = assertMutationSuccess(data!.deleteFormTemplate);
    await invalidate(undefined, { refetch: false });
    return answer;
  };
  return { deleteTemplate, deleting: loading };
}

/** The whole template, read once for the Account Forms card's copy button. */
export async function readTemplateForCopy(id: string): Promise<FormTemplate> {
  const { data } = await apolloClient.query({ query: FORM_TEMPLATE, variables: { id }, fetchPolicy: 'network-only' });
  if (!data) throw new Error('Form not found.');
  return data.formTemplate;
}
