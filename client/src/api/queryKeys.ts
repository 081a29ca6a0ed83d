/** Every TanStack Query key, with the account (the tenant) inside each key. */
export const queryKeys = {
  featureFlags: (accountId: string, userId: string) => ['feature-flags', accountId, userId] as const,
  me: (accountId: string, userId: string) => ['me', accountId, userId] as const,
};
