import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { TextInput } from '../../ui/TextInput';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useDivisions, type Division } from '../accounts';
import { useLeaveAfterSave } from '../admin';

const ADMIN_HOME = '/admin';

/** Spec 1 §5 "Division". */
const divisionSchema = z.object({ divisionName: z.string().trim().min(1, 'Division name is required') });
type DivisionFormValues = z.infer<typeof divisionSchema>;

/** Spec 1 §8: the division toasts (the success texts say "Branch" in the spec, kept word for word). */
const TEXTS = {
  create: { success: 'Branch created', failure: 'Failed to create division.' },
  edit: { success: 'Branch Edited', failure: 'Failed to edit division.' },
};

function useSaveDivision(division?: Division) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const texts = division ? TEXTS.edit : TEXTS.create;
  return useMutation({
    mutationFn: (body: DivisionFormValues) =>
      division ? api.patch<Division>(`/division/${division.id}`, body) : api.post<Division>('/division', body),
    onSuccess: async () => {
      showSuccessToast(texts.success);
      await queryClient.invalidateQueries({ queryKey: queryKeys.divisions(user.accountId) });
    },
    onError: (error) => showErrorToast(errorMessage(error, texts.failure)),
  });
}

/** Spec 1 §2.7: Division ID (read-only, empty when creating) and Division Name. */
function DivisionForm({ division }: { division?: Division }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<DivisionFormValues>({
    resolver: zodResolver(divisionSchema),
    defaultValues: { divisionName: division?.divisionName ?? '' },
  });
  const save = useSaveDivision(division);
  const { guard, leave } = useLeaveAfterSave(isDirty);
  const navigate = useNavigate();
  const submit = handleSubmit((values) => save.mutate(values, { onSuccess: () => leave(ADMIN_HOME) }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {guard}
      <Stack gap="lg" maw={560}>
        <Title order={1} fz={26} data-testid="division-form-heading">
          {division ? 'Edit Division' : 'Create Division'}
        </Title>
        <TextInput label="Division ID" value={division?.id ?? ''} readOnly data-testid="division-form-id" />
        <TextInput
          label="Division Name"
          {...register('divisionName')}
          error={errors.divisionName?.message}
          data-testid="division-form-name"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(ADMIN_HOME)} data-testid="division-form-cancel">
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={(division !== undefined && !isDirty) || save.isPending}
            loading={save.isPending}
            data-testid="division-form-save"
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DivisionDetail({ divisionId }: { divisionId: string | null }) {
  const { data: divisions, isPending } = useDivisions();
  if (isPending) return <Loader aria-label="Loading" />;
  const division = divisions?.find(({ id }) => id === divisionId);
  if (!division) return <Text data-testid="division-not-found">Division not found.</Text>;
  // A new key per division resets the form when the page moves on to another one.
  return <DivisionForm key={division.id} division={division} />;
}

/** /admin/division/create and /admin/division/detail?divisionId= (spec 1 §2.7). */
export default function DivisionFormPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (pathname.endsWith('/create')) return <DivisionForm />;
  return <DivisionDetail divisionId={searchParams.get('divisionId')} />;
}
