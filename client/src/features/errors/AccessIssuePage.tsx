import { useEffect } from 'react';
import { track } from '../../api/analytics';
import { ErrorScreen, SignOutButton, SupportButton } from './ErrorScreen';

/** Shown to users without the permission a page needs, and to users without any web permission. */
export function AccessIssuePage() {
  useEffect(() => track('oops page viewed'), []);
  return (
    <ErrorScreen
      title="Oops! We've encountered an access issue"
      text="Your account does not have access to this part of the Groundcrew web app. If you work in the field, please use the Groundcrew mobile app."
    >
      <SupportButton />
      <SignOutButton />
    </ErrorScreen>
  );
}
