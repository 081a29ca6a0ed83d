/** Every TanStack Query key, with the account (the tenant) inside each key. */
export const queryKeys = {
  featureFlags: (accountId: string, userId: string) => ['feature-flags', accountId, userId] as const,
  me: (accountId: string, userId: string) => ['me', accountId, userId] as const,
  accounts: () => ['accounts'] as const,
  account: (accountId: string) => ['account', accountId] as const,
  branches: (accountId: string) => ['branches', accountId] as const,
  divisions: (accountId: string) => ['divisions', accountId] as const,
  /** Every user list and user of the account (to invalidate after a change). */
  users: (accountId: string) => ['users', accountId] as const,
  userList: (accountId: string, includeInternal: boolean) => ['users', accountId, 'list', includeInternal] as const,
  user: (accountId: string, userId: string) => ['users', accountId, 'detail', userId] as const,
};
