import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useBranches, useDivisions, type Branch, type Division } from '../accounts';
import { BranchForm } from './BranchForm';
import { branchFormValues } from './branchFormRules';
import { PAGE_FAILURES, useBranchEditor } from './useBranchEditor';

const ADMIN_HOME = '/admin';

function BranchEditor({ branch, divisions }: { branch: Branch | null; divisions: Division[] }) {
  const navigate = useNavigate();
  // Where to go once saved; navigating waits for the guard to see the form as settled.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { form, submit, saving } = useBranchEditor({
    branchId: branch?.id,
    defaultValues: branchFormValues(branch),
    failures: PAGE_FAILURES,
    onSaved: (values) => (branch ? form.reset(values) : setLeaveTo(ADMIN_HOME)),
  });
  const { isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {guard}
      <Stack gap="lg" maw={900}>
        <Title order={1} fz={26} data-testid="branch-form-heading">
          {branch ? 'Edit Branch' : 'Create Branch'}
        </Title>
        <BranchForm form={form} editing={branch !== null} divisions={divisions} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(ADMIN_HOME)} data-testid="branch-form-cancel">
            Cancel
          </Button>
          <Button type="submit" disabled={!isDirty || saving} loading={saving} data-testid="branch-form-save">
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /admin/branch/create and /admin/branch/detail?branchId= (spec 1 §2.6). The branch is picked from
 * `GET /api/branch` on the client (spec 1 §7).
 */
export default function BranchPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const creating = pathname.endsWith('/create');
  const divisions = useDivisions();
  const branches = useBranches();
  if (divisions.isPending || (!creating && branches.isPending)) return <Loader aria-label="Loading" />;
  const branch = creating ? null : branches.data?.find(({ id }) => id === searchParams.get('branchId'));
  if (branch === undefined) return <Text data-testid="branch-not-found">No Branch Found</Text>;
  // A new key per branch resets the form when the page moves on to another branch.
  return <BranchEditor key={branch?.id ?? 'new'} branch={branch} divisions={divisions.data ?? []} />;
}
