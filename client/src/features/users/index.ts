// The users feature's public interface: the account's users.
export { useUsers, type User } from './users';
