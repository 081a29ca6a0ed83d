import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../api/gql';
import type { FormTemplateNotificationConfigInput } from '../../api/gql/graphql';
import { assertMutationSuccess } from '../../api/graphql';
import { useInvalidateFormTemplates } from './formTemplateReads';

export const NOTIFICATION_CONFIG_FIELDS = graphql(`
  fragment FormTemplateNotificationConfigFields on FormTemplateNotificationConfig {
    formTemplateId
    emails
    templateId
  }
`);

export const NOTIFICATION_CONFIG_RESULT_FIELDS = graphql(`
  fragment FormTemplateNotificationConfigResultFields on FormTemplateNotificationConfigPayload {
    code
    success
    message
    notificationConfig {
      ...FormTemplateNotificationConfigFields
    }
  }
`);

const NOTIFICATION_CONFIG = graphql(`
  query AdminFormNotificationConfig($formTemplateId: ID!) {
    formTemplateNotificationConfig(formTemplateId: $formTemplateId) {
      ...FormTemplateNotificationConfigFields
    }
  }
`);

const CREATE = graphql(`
  mutation CreateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {
    createFormTemplateNotificationConfig(input: $input) {
      ...FormTemplateNotificationConfigResultFields
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {
    updateFormTemplateNotificationConfig(input: $input) {
      ...FormTemplateNotificationConfigResultFields
    }
  }
`);

/** The form's notification config (spec 3 §3), null when it has none; read fresh each time the page opens. */
export function useNotificationConfig(formTemplateId: string) {
  const result = useQuery(NOTIFICATION_CONFIG, { variables: { formTemplateId }, fetchPolicy: 'network-only' });
  const config = result.dataState === 'complete' ? result.data.formTemplateNotificationConfig : undefined;
  return { config, loading: result.loading, error: result.error };
}

/** Spec 3 §2: Save creates the config when there is none, else updates it. */
export function useSaveNotificationConfig() {
  const [create, created] = useMutation(CREATE);
  const [update, updated] = useMutation(UPDATE);
  const invalidate = useInvalidateFormTemplates();
  const saveConfig = async (input: FormTemplateNotificationConfigInput, exists: boolean) => {
    const answer = exists
      ? (await update({ variables: { input } })).data!.updateFormTemplateNotificationConfig
      : (await create({ variables: { input } })).data!.createFormTemplateNotificationConfig;
    assertMutationSuccess(answer);
    await invalidate(['formTemplateNotificationConfig', 'formTemplate']);
    return answer;
  };
  return { saveConfig, saving: created.loading || updated.loading };
}
