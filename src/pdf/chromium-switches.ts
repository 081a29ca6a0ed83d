/**
 * The switches of every headless Chromium of the project: the PDF renderer's (which adds its own), the browser
 * tests' and the first-load bench's. No sandbox (root, containers), no GPU, nothing in the background.
 */
export const CHROMIUM_SWITCHES: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
