// The accounts feature's public interface: the account, its branches and divisions, read by most pages.
export { useAccount, useAccounts, type Account } from './useAccounts';
export { useBranches, type Branch } from './useBranches';
export { useDivisions, type Division } from './useDivisions';
