// The jobs feature's public interface: the Select Assets picker and the job form's navigation state, used by dispatch.
export type { JobFormState } from './jobFormPaths';
export { SelectAssetsModal } from './SelectAssetsModal';
