export { DocumentSharing } from './DocumentSharing';
