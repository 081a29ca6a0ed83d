import { addDays } from 'date-fns';
import { useMemo, useState } from 'react';
import { useAccess } from '../../auth/access';
import { useBranches, useDivisions } from '../accounts';
import type { FormLookups, FormSources } from '../formRenderer';
import { useMe } from '../profile';
import { toIsoDate, useScheduleJobs } from '../schedule';
import { useUsers } from '../users';

/** The jobs a form's job picker offers: those from 60 days back to 30 days ahead of today. */
const JOB_WINDOW = { before: 60, after: 30 };

/**
 * What a submission's pickers offer (branches, divisions, people, jobs) and, for a new one, where its mapped fields
 * are filled from (the signed-in user, their first branch and division: spec 3 §3 Mapping values). People and jobs
 * are read only where the user may read them (users: web:usercrud or web:schedule; jobs: web:schedule); otherwise
 * those pickers keep and show the current value.
 */
export function useFormLookups(): {
  lookups: FormLookups;
  sources: FormSources | undefined;
  /** The signed-in user and the branches are read (or failed): a new form can fill its mapped fields. */
  sourcesReady: boolean;
} {
  const { can } = useAccess();
  const readsPeople = can('web:usercrud') || can('web:schedule');
  const readsJobs = can('web:schedule');
  const branches = useBranches();
  const divisions = useDivisions();
  const users = useUsers(false, { enabled: readsPeople });
  const me = useMe();
  const [today] = useState(() => new Date());
  const jobs = useScheduleJobs(
    {
      startDate: toIsoDate(addDays(today, -JOB_WINDOW.before)),
      endDate: toIsoDate(addDays(today, JOB_WINDOW.after)),
      branchIds: [],
      divisionIds: [],
    },
    { enabled: readsJobs },
  );

  const lookups = useMemo<FormLookups>(
    () => ({
      branches: (branches.data ?? []).map(({ id, name }) => ({ id, name })),
      divisions: (divisions.data ?? []).map(({ id, divisionName }) => ({ id, name: divisionName })),
      ...(readsPeople ? { people: users.data ?? [] } : {}),
      ...(readsJobs ? { jobs: (jobs.data ?? []).map(({ id, number, name }) => ({ id, number, name })) } : {}),
    }),
    [branches.data, divisions.data, users.data, jobs.data, readsPeople, readsJobs],
  );

  const sources = useMemo<FormSources | undefined>(() => {
    const user = me.data;
    if (!user) return undefined;
    const branch = (branches.data ?? []).find((candidate) => user.branchIds.includes(candidate.id));
    const division = user.divisions[0];
    return {
      user: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phoneNumber,
        email: user.email,
        occupationId: user.occupations[0] ?? null,
      },
      branch: branch ? { id: branch.id, name: branch.name } : null,
      division: division ? { id: division.id, name: division.divisionName } : null,
    };
  }, [me.data, branches.data]);

  return { lookups, sources, sourcesReady: !me.isPending && !branches.isPending };
}
