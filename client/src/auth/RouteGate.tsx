import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccess } from './access';

/** Renders the page when the user passes its route gate (spec 1 §6), else `fallback`. */
export function RouteGate({ fallback }: { fallback: ReactNode }) {
  const { canOpen } = useAccess();
  return canOpen(useLocation().pathname) ? <Outlet /> : fallback;
}
