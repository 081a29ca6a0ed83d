import { useMediaQuery } from '@mantine/hooks';

/** Spec 1 §9: the mobile breakpoint. */
export const MOBILE_QUERY = '(max-width: 600px)';

/** Whether the viewport is mobile-sized; read at once (not after a first render) so no desktop page flashes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
}
