import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { TextInput } from '../../ui/TextInput';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import {
  EMPTY_ONBOARDING,
  fieldTestId,
  ONBOARDING_SECTIONS,
  onboardingSchema,
  type OnboardingField,
  type OnboardingValues,
} from './onboardingForm';
import { useLeaveAfterSave } from './useLeaveAfterSave';

const ADMIN_HOME = '/admin';

/**
 * /admin/accounts/create: onboard a customer company with its first division and branch and an administrator,
 * who is invited by e-mail (`POST /api/accounts`).
 */
export default function OnboardCompanyPage() {
  const { register, handleSubmit, setError, getFieldState, formState } = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: EMPTY_ONBOARDING,
  });
  const { guard, leave } = useLeaveAfterSave(formState.isDirty);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onboard = useMutation({
    mutationFn: (values: OnboardingValues) => api.post<components['schemas']['IdAnswer']>('/accounts', values),
    onSuccess: async (_, values) => {
      showSuccessToast(`Company onboarded. An invitation was sent to ${values.admin.email}.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.accounts() });
      leave(ADMIN_HOME);
    },
    onError: (error) => {
      if (error instanceof ApiError)
        for (const [field, messages] of Object.entries(error.fieldErrors))
          setError(field as OnboardingField, { message: messages[0] });
      showErrorToast(errorMessage(error, 'Failed to onboard company.'));
    },
  });

  const submit = handleSubmit((values) => onboard.mutate(values));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {guard}
      <Stack gap="lg" maw={900}>
        <Title order={1} fz={26}>
          Onboard Company
        </Title>
        {ONBOARDING_SECTIONS.map(({ legend, fields }) => (
          <Fieldset key={legend} legend={legend}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map(([field, label]) => (
                <TextInput
                  key={field}
                  label={label}
                  {...register(field)}
                  error={getFieldState(field, formState).error?.message}
                  data-testid={fieldTestId(field)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(ADMIN_HOME)} data-testid="onboard-cancel">
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!formState.isDirty || onboard.isPending}
            loading={onboard.isPending}
            data-testid="onboard-submit"
          >
            Onboard Company
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
