import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../api/gql';
import type { FormPdfConfigInput } from '../../api/gql/graphql';
import { assertMutationSuccess } from '../../api/graphql';
import { ApiError } from '../../api/http';
import { authorizedFetch } from '../../api/rest';
import { useInvalidateFormTemplates } from './formTemplateReads';

const FORM_PDF_CONFIG = graphql(`
  query AdminFormPdfConfig($formId: ID!) {
    formPDFConfig(formId: $formId) {
      formId
      hbsTemplate
      cssTemplate
      fields
      updatedAt
    }
  }
`);

export const FORM_PDF_CONFIG_RESULT_FIELDS = graphql(`
  fragment FormPdfConfigResultFields on FormPDFConfigPayload {
    code
    success
    message
    errors {
      path
      message
    }
  }
`);

const CREATE_PDF_CONFIG = graphql(`
  mutation CreateFormPdfConfig($input: FormPDFConfigInput!) {
    createFormPDFConfig(input: $input) {
      ...FormPdfConfigResultFields
    }
  }
`);

const UPDATE_PDF_CONFIG = graphql(`
  mutation UpdateFormPdfConfig($input: FormPDFConfigInput!) {
    updateFormPDFConfig(input: $input) {
      ...FormPdfConfigResultFields
    }
  }
`);

/** The form's PDF config (null when it has none), read fresh each time the editor opens. */
export function useFormPdfConfig(formId: string) {
  const result = useQuery(FORM_PDF_CONFIG, { variables: { formId }, fetchPolicy: 'network-only' });
  return {
    config: result.dataState === 'complete' ? result.data.formPDFConfig : undefined,
    loading: result.loading,
    error: result.error,
  };
}

/**
 * createFormPDFConfig when the form has none, else updateFormPDFConfig. Resolves with the server's message ("PDF
 * config. created" / "edited"); rejects with its message, the problems kept on the error as `problems`.
 */
export function useSaveFormPdfConfig() {
  const [create, creating] = useMutation(CREATE_PDF_CONFIG);
  const [update, updating] = useMutation(UPDATE_PDF_CONFIG);
  const invalidate = useInvalidateFormTemplates();
  const save = async (input: FormPdfConfigInput, exists: boolean) => {
    const { data } = exists ? await update({ variables: { input } }) : await create({ variables: { input } });
    const answer = data && ('updateFormPDFConfig' in data ? data.updateFormPDFConfig : data.createFormPDFConfig);
    if (!answer) throw new Error('No answer');
    try {
      assertMutationSuccess(answer);
    } catch {
      throw Object.assign(new Error(answer.message), { problems: answer.errors ?? [] });
    }
    await invalidate(['formPDFConfig', 'formTemplate', 'formTemplates']);
    return answer.message;
  };
  return { save, saving: creating.loading || updating.loading };
}

/**
 * `POST /api/forms/{formId}/pdfconfig/preview` (docs/forms.md, PDF preview): the unsaved config printed on the
 * template's sample submission, as a PDF.
 */
export async function fetchPdfPreview(
  formId: string,
  config: { hbsTemplate: string; cssTemplate: string; fields: unknown },
): Promise<Blob> {
  const response = await authorizedFetch(`/api/forms/${encodeURIComponent(formId)}/pdfconfig/preview`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  });
  if (response.ok) return response.blob();
  // A refusal's message names the problem (a Handlebars error, its line): ApiError carries it.
  const body = (await response.json().catch(() => null)) as ConstructorParameters<typeof ApiError>[1];
  throw new ApiError(response.status, body);
}
