import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import type { ReturnState } from '../../auth/landing';
import { signIn, useSession } from '../../auth/session';
import { TextInput } from '../../ui/TextInput';

const schema = z.object({
  email: z.email('Invalid Email'),
  password: z.string().min(1, 'Required'),
});

type Credentials = z.infer<typeof schema>;

export default function SignInPage() {
  const returnState = useLocation().state as ReturnState | null;
  const signedIn = useSession() !== null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  // Once signed in, "/" sends the user on to where they wanted to go.
  if (signedIn) return <Navigate to="/" replace state={returnState} />;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      setError('root', {
        message: error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.',
      });
    }
  });

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} fz={28} c="navy.9">
                Groundcrew
              </Title>
              <Text c="dimmed" size="sm">
                Sign in to your account
              </Text>
            </div>
            {errors.root && (
              <Alert color="red" variant="light" role="alert" data-testid="sign-in-error">
                {errors.root.message}
              </Alert>
            )}
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
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
