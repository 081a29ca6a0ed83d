export const SCOPES_KEY = 'groundcrew:scopes';
export const PUBLIC_KEY = 'groundcrew:public';
