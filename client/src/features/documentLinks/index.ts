export { DocumentSharing, type DocumentKind } from './DocumentSharing';
