import { Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { emptyUserForm, userFormValues } from './userFormRules';
import { UserForm } from './UserForm';
import { useUser, type User } from './users';
import { useUserLookups } from './useUserLookups';
import { VARIANTS, type UserAdminVariant } from './variant';

function EditUser({ variant, user }: { variant: UserAdminVariant; user: User }) {
  const lookups = useUserLookups(user.accountId);
  if (lookups.isPending) return <Loader aria-label="Loading" />;
  return <UserForm variant={variant} user={user} defaultValues={userFormValues(user, variant, lookups)} />;
}

function CreateUser({ variant }: { variant: UserAdminVariant }) {
  const { user } = useAccess();
  useEffect(() => track('user creation started'), []);
  return <UserForm variant={variant} defaultValues={emptyUserForm(user.accountId)} />;
}

function UserDetail({ variant, userId }: { variant: UserAdminVariant; userId: string }) {
  const { data: user, isPending } = useUser(userId);
  if (isPending) return <Loader aria-label="Loading" />;
  if (!user) return <Text data-testid="user-not-found">No User Found</Text>;
  // A new key per user resets the form when the page moves on to another user.
  return <EditUser key={user.id} variant={variant} user={user} />;
}

/** /users/create and /users/user-detail?userId= (and their /admin twins): create or edit a user. */
export function UserFormPage({ variant }: { variant: UserAdminVariant }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // The create and the detail routes share this page.
  if (pathname.endsWith('/create')) return <CreateUser variant={variant} />;
  const userId = searchParams.get('userId');
  if (!userId) return <Navigate to={VARIANTS[variant].listPath} replace />;
  return <UserDetail variant={variant} userId={userId} />;
}

export const AccountUserFormPage = () => <UserFormPage variant="account" />;
export const AdminUserFormPage = () => <UserFormPage variant="admin" />;
