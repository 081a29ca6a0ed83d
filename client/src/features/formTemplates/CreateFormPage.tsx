import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Title } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Select, type Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useDivisions } from '../accounts';
import { useLeaveAfterSave } from '../admin';
import { createFormInputSchema, NEW_FORM_DEFAULTS, newFormTemplate, type CreateFormInput } from './engine';
import { BackLink } from './FormTemplateSubPage';
import { useCreateFormTemplate } from './formTemplates';
import { FORMS_PATH } from './paths';

/** The form's values: the division is the picker's `{ value, id }` (spec 3 §2), null until chosen. */
interface CreateFormValues {
  formVersion: string;
  name: string;
  division: Option | null;
  description: string;
}

/** /admin/forms/create (spec 3 §2): a new template whose only field is the hidden Form Description. */
export default function CreateFormPage() {
  const divisions = useDivisions();
  const { createTemplate, creating } = useCreateFormTemplate();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<CreateFormValues, unknown, CreateFormInput>({
    resolver: zodResolver(createFormInputSchema) as Resolver<CreateFormValues, unknown, CreateFormInput>,
    defaultValues: { ...NEW_FORM_DEFAULTS, division: null },
  });
  const { guard, leave } = useLeaveAfterSave(isDirty);
  const options: Option[] = (divisions.data ?? []).map((division) => ({
    id: division.id,
    value: division.divisionName,
  }));

  const submit = handleSubmit(async (values) => {
    try {
      await createTemplate(newFormTemplate(values));
    } catch {
      showErrorToast('Unable to create form.');
      return;
    }
    showSuccessToast('Form Created');
    leave(FORMS_PATH);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {guard}
      <Stack gap="lg" maw={560}>
        <BackLink to={FORMS_PATH}>Back to Forms</BackLink>
        <Title order={1} fz={26}>
          Create Form
        </Title>
        <TextInput label="Form Version" readOnly {...register('formVersion')} data-testid="create-form-version" />
        <TextInput
          label="Form Name"
          withAsterisk
          {...register('name')}
          error={errors.name?.message}
          data-testid="create-form-name"
        />
        <Controller
          control={control}
          name="division"
          render={({ field }) => (
            <Select
              label="Division"
              withAsterisk
              options={options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.division?.message ?? errors.division?.id?.message}
              data-testid="create-form-division"
            />
          )}
        />
        <TextInput
          label="Form Description"
          withAsterisk
          {...register('description')}
          error={errors.description?.message}
          data-testid="create-form-description"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={creating} data-testid="create-form-submit">
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
