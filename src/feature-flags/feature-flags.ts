/** The product's feature flags (spec 1 §6) and their defaults when no override is stored. */
export const FEATURE_FLAG_DEFAULTS = {
  webEngineHours: true,
  complexJobs: true,
  webAssetMap: true,
  webSchedule: true,
  dispatching: true,
  assetAvailability: true,
  serverSideQuoteFilters: true,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

interface Override {
  flag: string;
  userId: string | null;
  enabled: boolean;
}

/** Default, then the account's override, then the user's own: the most specific wins. */
export function evaluateFlags(overrides: Override[], userId: string): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  const known = (flag: string): flag is FeatureFlag => flag in flags;
  for (const { flag, enabled } of overrides.filter((o) => o.userId === null)) if (known(flag)) flags[flag] = enabled;
  for (const { flag, enabled } of overrides.filter((o) => o.userId === userId)) if (known(flag)) flags[flag] = enabled;
  return flags;
}
