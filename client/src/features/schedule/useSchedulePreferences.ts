import { useSessionStorage } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { toIsoDate, type CalendarMode } from './calendar';

/**
 * Spec 2 "Schedule": the view kept for the session. One day stands for the current month, week and day (the ones
 * containing it); the simple-job version keeps its single branch and division as the only id in each list.
 */
export interface SchedulePreferences {
  mode: CalendarMode;
  /** `yyyy-MM-dd` */
  date: string;
  branchIds: string[];
  divisionIds: string[];
}

const KEY = 'groundcrew.schedule';

const defaults = (): SchedulePreferences => ({
  mode: 'week',
  date: toIsoDate(new Date()),
  branchIds: [],
  divisionIds: [],
});

/** The stored preferences over the defaults, so that a stored value missing a field (or unreadable) still works. */
function deserialize(stored: string | undefined): SchedulePreferences {
  try {
    return { ...defaults(), ...(JSON.parse(stored ?? '{}') as Partial<SchedulePreferences>) };
  } catch {
    return defaults();
  }
}

export function useSchedulePreferences() {
  const [initial] = useState(defaults);
  const [preferences, setPreferences] = useSessionStorage<SchedulePreferences>({
    key: KEY,
    defaultValue: initial,
    getInitialValueInEffect: false,
    deserialize,
  });
  const update = useCallback(
    (patch: Partial<SchedulePreferences>) => setPreferences((current) => ({ ...current, ...patch })),
    [setPreferences],
  );
  return [preferences, update] as const;
}
