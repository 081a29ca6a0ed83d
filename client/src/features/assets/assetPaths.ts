export const BROWSER_PATH = '/assets/browser';
export const CREATE_PATH = '/assets/create';
export const overviewPath = (assetId: string) => `/assets/overview?assetId=${assetId}`;
export const editPath = (assetId: string) => `/assets/asset-detail?assetId=${assetId}`;
export const imagesPath = (assetId: string) => `/assets/asset-images?assetId=${assetId}`;
export const documentsPath = (assetId: string) => `/assets/asset-documents?assetId=${assetId}`;
