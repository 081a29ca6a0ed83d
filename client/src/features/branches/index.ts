// The branches feature's public interface: the branch form and its editor, also used by Account Settings' modal.
export { BranchForm } from './BranchForm';
export { branchFormValues } from './branchFormRules';
export { MODAL_FAILURES, useBranchEditor } from './useBranchEditor';
