import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmationDialog } from './ConfirmationDialog';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. If you leave now, your updates will be lost.';

/**
 * While `dirty`, leaving the page asks for confirmation: in-app navigation opens the warning dialog that this hook
 * returns (render it), and closing or reloading the tab triggers the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean, title?: string): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmationDialog
      opened={blocker.state === 'blocked'}
      title={title}
      message={UNSAVED_CHANGES_MESSAGE}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
