/** Candidates checked after CHROME_PATH. */
export declare const CHROMIUM_CANDIDATES: readonly string[];
/** True when `path` is a regular file this process may execute. */
export declare function isExecutable(path: string): boolean;
/** The path of an executable Chromium (CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser), or null. */
export declare function findChromium(env?: Record<string, string | undefined>): string | null;
