import { ErrorScreen, HomeButton, SignOutButton, SupportButton } from './ErrorScreen';

export function ErrorPage({ withSignOut = false }: { withSignOut?: boolean }) {
  return (
    <ErrorScreen title="An Error Occurred" text="Click the link to navigate home.">
      <HomeButton />
      <SupportButton />
      {withSignOut && <SignOutButton />}
    </ErrorScreen>
  );
}
