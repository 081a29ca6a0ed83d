import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AuthCard, failureMessage } from './AuthCard';
import { setPassword, useSession } from '../../auth/session';

const schema = z
  .object({
    password: z.string().min(8, 'Password must be at least 8 characters.'),
    confirm: z.string(),
  })
  .refine(({ password, confirm }) => password === confirm, { message: 'Passwords do not match.', path: ['confirm'] });

type Passwords = z.infer<typeof schema>;

/** The invitation link's page (public): choose a password, then the user is signed in. */
export default function SetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const signedIn = useSession() !== null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Passwords>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });

  // "/" applies the landing rules to the new session.
  if (signedIn) return <Navigate to="/" replace />;

  const submit = handleSubmit(async ({ password }) => {
    try {
      await setPassword(token, password);
    } catch (error) {
      setError('root', { message: failureMessage(error) });
    }
  });

  return (
    <AuthCard
      subtitle="Choose a password for your account"
      onSubmit={submit}
      error={errors.root?.message}
      errorTestId="set-password-error"
    >
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        data-testid="set-password-password"
        {...register('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        data-testid="set-password-confirm"
        {...register('confirm')}
      />
      <Button type="submit" loading={isSubmitting} fullWidth data-testid="set-password-submit">
        Set password
      </Button>
    </AuthCard>
  );
}
