import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { track } from '../../api/analytics';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { AccountAccessSection } from './sections/AccountAccessSection';
import { AdminSection } from './sections/AdminSection';
import { AssignmentSection } from './sections/AssignmentSection';
import { LoginSection } from './sections/LoginSection';
import { NameSection } from './sections/NameSection';
import { PermissionsSection } from './sections/PermissionsSection';
import { REQUIRED, userFormSchema, userPayload, type UserFormValues } from './userFormRules';
import { useUserActions } from './useUserActions';
import { fullName } from '../../ui/people';
import type { User } from './users';
import { detailPath, VARIANTS, type UserAdminVariant } from './variant';

interface UserFormProps {
  variant: UserAdminVariant;
  /** The user being edited; absent when creating. */
  user?: User;
  defaultValues: UserFormValues;
}

type Dialog = 'required' | 'loginChange' | 'deactivate' | 'delete' | null;

const hasRequiredError = (errors: FieldErrors<UserFormValues>) =>
  Object.values(errors).some((error) => error?.message === REQUIRED);

function trackPermissionChanges(userId: string, before: string[], after: string[]) {
  const added = after.filter((permission) => !before.includes(permission));
  const removed = before.filter((permission) => !after.includes(permission));
  if (added.length > 0 || removed.length > 0) track('account permissions updated', { userId, added, removed });
}

/** The user create/edit form of spec 1 §2.8 for both variants. */
export function UserForm({ variant, user, defaultValues }: UserFormProps) {
  const form = useForm<UserFormValues>({ defaultValues, resolver: zodResolver(userFormSchema(variant)) });
  const { isDirty, dirtyFields } = form.formState;
  const actions = useUserActions(variant);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirmed, setConfirmed] = useState<UserFormValues | null>(null);
  // Where to go once the work is done; navigating waits for the guard to see the form as settled.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(isDirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const listPath = VARIANTS[variant].listPath;
  const name = user ? fullName(user) : '';
  const busy = Object.values(actions).some((action) => action.isPending);

  const save = (values: UserFormValues) => {
    const payload = userPayload(values, variant, !user);
    if (!user) {
      actions.create.mutate(payload, {
        onSuccess: ({ id }) => setLeaveTo(variant === 'admin' ? listPath : detailPath(variant, id)),
      });
      return;
    }
    actions.edit.mutate(
      { userId: user.id, payload },
      {
        onSuccess: () => {
          trackPermissionChanges(user.id, user.permissions, payload.metadata.permissions);
          form.reset(values);
        },
      },
    );
  };

  const submit = form.handleSubmit(
    (values) => {
      const loginChanged = dirtyFields.email || dirtyFields.cellPhone || dirtyFields.authMethod;
      if (user && loginChanged) {
        setConfirmed(values);
        setDialog('loginChange');
      } else save(values);
    },
    (errors) => {
      if (hasRequiredError(errors)) setDialog('required');
    },
  );

  const closeDialog = () => setDialog(null);

  return (
    <FormProvider {...form}>
      {guard}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg" maw={1100}>
          <Title order={1} fz={26}>
            User Details
          </Title>
          <Title order={2} fz={20} data-testid="user-form-heading">
            {user ? name : 'Create User'}
          </Title>
          {variant === 'admin' && <AdminSection user={user} />}
          <NameSection />
          <AssignmentSection />
          <AccountAccessSection />
          <LoginSection
            variant={variant}
            onResendInvite={user && (() => actions.resendInvite.mutate(user.id))}
            resending={actions.resendInvite.isPending}
          />
          <PermissionsSection />
          <Group justify="space-between">
            <Group>
              {user && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setDialog('deactivate')}
                  data-testid="user-form-deactivate"
                >
                  Deactivate Account
                </Button>
              )}
              {user && variant === 'admin' && (
                <Button color="red" onClick={() => setDialog('delete')} data-testid="user-form-delete">
                  Delete User
                </Button>
              )}
            </Group>
            <Group>
              <Button variant="default" onClick={() => void navigate(listPath)} data-testid="user-form-cancel">
                Cancel
              </Button>
              <Button type="submit" disabled={!isDirty || busy} loading={busy} data-testid="user-form-save">
                Save Changes
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmationDialog
        opened={dialog === 'required'}
        title="Required Fields Missing"
        message="Please fill out all required fields."
        confirmLabel="Dismiss"
        withCancel={false}
        onConfirm={closeDialog}
        onClose={closeDialog}
      />
      <ConfirmationDialog
        opened={dialog === 'loginChange'}
        title="Change Login Details"
        message={`Changing the email, cell phone or authentication method changes how ${name} signs in. Are you sure?`}
        onConfirm={() => {
          closeDialog();
          if (confirmed) save(confirmed);
        }}
        onClose={closeDialog}
      />
      {user && (
        <>
          <ConfirmationDialog
            opened={dialog === 'deactivate'}
            title="Deactivate User"
            message={`Are you sure you want to deactivate ${name}? This cannot be undone`}
            onConfirm={() => {
              closeDialog();
              actions.disable.mutate(user.id, { onSuccess: () => setLeaveTo(listPath) });
            }}
            onClose={closeDialog}
          />
          <ConfirmationDialog
            opened={dialog === 'delete'}
            title="Delete User"
            message={`Are you sure you want to delete ${name}?`}
            onConfirm={() => {
              closeDialog();
              actions.remove.mutate(user.id, { onSuccess: () => setLeaveTo(listPath) });
            }}
            onClose={closeDialog}
          />
        </>
      )}
    </FormProvider>
  );
}
