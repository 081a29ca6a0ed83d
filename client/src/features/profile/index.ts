// The profile feature's public interface: the signed-in user.
export { useMe } from './useMe';
