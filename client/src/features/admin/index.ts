// The admin feature's public interface.
export { useLeaveAfterSave } from './useLeaveAfterSave';
