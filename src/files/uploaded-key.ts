/**
 * The storage key behind a signed URL of the files route (relative or absolute) or a bare key, if it is a file the
 * upload routes stored for the account in `folders`. Keys are matched whole, so nothing like `..` gets through.
 */
export function uploadedKey(accountId: string, url: string, folders: string[]): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://local/').pathname);
  } catch {
    return null;
  }
  const key = path.replace(/^\/(api\/files\/)?/, '');
  const pattern = new RegExp(`^${accountId}/(${folders.join('|')})/[0-9a-f-]{36}\\.\\w*$`);
  return pattern.test(key) ? key : null;
}
