import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';

/**
 * The unsaved-changes guard of a form that leaves once saved. `leave(path)` goes only after the next render, when the
 * guard no longer sees the form as dirty (the blocker reads the state of the last render). `go` (a stable function: a
 * full page load, say) replaces in-app navigation.
 */
export function useLeaveAfterSave(
  dirty: boolean,
  go?: (path: string) => void,
): { guard: ReactNode; leave: (path: string) => void } {
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(dirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo === null) return;
    if (go) go(leaveTo);
    else void navigate(leaveTo);
  }, [leaveTo, navigate, go]);
  return { guard, leave: setLeaveTo };
}
