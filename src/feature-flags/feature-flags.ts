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

export const isFeatureFlag = (flag: string): flag is FeatureFlag => Object.hasOwn(FEATURE_FLAG_DEFAULTS, flag);

export interface Override {
  flag: string;
  userId: string | null;
  enabled: boolean;
}

/** One flag as the admin page shows it: the default, the overrides (null when inherited) and the value that applies. */
export interface FlagSetting {
  flag: FeatureFlag;
  default: boolean;
  account: boolean | null;
  /** The user's own override; null too when no user is asked about. */
  user: boolean | null;
  /** The user's value when a user is asked about, else the account's. */
  effective: boolean;
}

/** Default, then the account's override, then the user's own: the most specific wins. Unknown flags are ignored. */
export function flagSettings(overrides: Override[], userId: string | null): FlagSetting[] {
  const find = (flag: string, owner: string | null) =>
    overrides.find((o) => o.flag === flag && o.userId === owner)?.enabled ?? null;
  return FEATURE_FLAG_NAMES.map((flag) => {
    const account = find(flag, null);
    const user = userId === null ? null : find(flag, userId);
    return {
      flag,
      default: FEATURE_FLAG_DEFAULTS[flag],
      account,
      user,
      effective: user ?? account ?? FEATURE_FLAG_DEFAULTS[flag],
    };
  });
}

/** The user's effective flags (`GET /api/feature-flags`). */
export function evaluateFlags(overrides: Override[], userId: string): FeatureFlags {
  const settings = flagSettings(overrides, userId);
  return Object.fromEntries(settings.map(({ flag, effective }) => [flag, effective])) as FeatureFlags;
}
