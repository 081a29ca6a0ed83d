import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { queryKeys } from '../api/queryKeys';
import { api } from '../api/rest';
import { PageLoader } from '../ui/PageLoader';
import { AccessContext, buildAccess, NO_FLAGS, type FeatureFlags } from './access';
import type { ReturnState } from './landing';
import { useSession } from './session';

/**
 * The gate of every page behind sign-in: a signed-out user goes to sign-in (and comes back after), and the page
 * waits (spinner) until the feature flags are known, so that pages can rely on `useAccess()`.
 */
export function RequireSession() {
  const user = useSession();
  const location = useLocation();
  const flags = useQuery({
    queryKey: queryKeys.featureFlags(user?.accountId ?? '', user?.userId ?? ''),
    queryFn: () => api.get<FeatureFlags>('/feature-flags'),
    enabled: user !== null,
  });
  // Without flags (the call failed) flagged features stay off.
  const access = useMemo(() => user && buildAccess(user, flags.data ?? NO_FLAGS), [user, flags.data]);

  if (!access) {
    const state: ReturnState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  if (flags.isPending) return <PageLoader />;
  return (
    <AccessContext value={access}>
      <Outlet />
    </AccessContext>
  );
}
