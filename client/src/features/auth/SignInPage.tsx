import { Button, PasswordInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AuthCard, failureMessage } from './AuthCard';
import type { Credentials } from './signInSchema';
import { loadPageChunk } from '../../app/lazyPage';
import type { ReturnState } from '../../auth/landing';
import { signIn, useSession, type SignOutReason } from '../../auth/session';
import { TextInput } from '../../ui/TextInput';

/** The form's rules (zod, 40 KiB) load with the first check, not with the page (docs/performance.md, First load). */
const resolver: Resolver<Credentials> = async (...args) =>
  (await loadPageChunk(() => import('./signInSchema'))).signInResolver(...args);

/** What the sign-in page says to a user the app signed out (auth/session.ts signOut). */
export const SIGN_OUT_NOTICES: Record<SignOutReason, string> = {
  'mobile-only':
    'You were signed out: your account has mobile access only. Please use the Groundcrew mobile app on your phone.',
};

export default function SignInPage() {
  const returnState = useLocation().state as ReturnState | null;
  const signedIn = useSession() !== null;
  const reason = useSearchParams()[0].get('reason');
  const notice =
    reason && Object.hasOwn(SIGN_OUT_NOTICES, reason) ? SIGN_OUT_NOTICES[reason as SignOutReason] : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver, defaultValues: { email: '', password: '' } });

  // Once signed in, "/" sends the user on to where they wanted to go.
  if (signedIn) return <Navigate to="/" replace state={returnState} />;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      setError('root', { message: failureMessage(error) });
    }
  });

  return (
    <AuthCard
      subtitle="Sign in to your account"
      onSubmit={submit}
      error={errors.root?.message}
      notice={notice}
      errorTestId="sign-in-error"
    >
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        data-testid="sign-in-email"
        {...register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        data-testid="sign-in-password"
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting} fullWidth data-testid="sign-in-submit">
        Sign in
      </Button>
    </AuthCard>
  );
}
