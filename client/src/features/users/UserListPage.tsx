import { Anchor, Avatar, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FilterSelect } from '../../ui/FilterSelect';
import { formatOccupation } from '../../ui/format';
import { useAccount, useBranches, useDivisions } from '../accounts';
import { filterUsers, fullName, NO_FILTERS, type UserFilters } from '../../ui/people';
import { useUsers, type User } from './users';
import { userTypeLabel } from './userType';
import { detailPath, VARIANTS, type UserAdminVariant } from './variant';

/** The search and filter fields: a 160 px basis that grows to the row's free width, at most 240 px. */
const FIELD_FLEX = '1 1 160px';
const FIELD_MAX = 240;

const namesOf = (ids: string[], names: Map<string, string>) => ids.flatMap((id) => names.get(id) ?? []).join(', ');

/** The user list of spec 1 §2.8 (/users, and /admin/users with the provider's internal users). */
export function UserListPage({ variant }: { variant: UserAdminVariant }) {
  const navigate = useNavigate();
  const users = useUsers(variant === 'admin');
  const branches = useBranches();
  const divisions = useDivisions();
  const account = useAccount();
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const setFilter = (patch: Partial<UserFilters>) => setFilters((current) => ({ ...current, ...patch }));

  const branchNames = new Map((branches.data ?? []).map((branch) => [branch.id, branch.name]));
  const divisionNames = new Map((divisions.data ?? []).map((division) => [division.id, division.divisionName]));
  const shown = filterUsers(users.data ?? [], filters);
  const listPath = VARIANTS[variant].listPath;

  const row = (user: User) => (
    <Table.Tr
      key={user.id}
      onClick={() => void navigate(detailPath(variant, user.id))}
      style={{ cursor: 'pointer' }}
      data-testid={`user-row-${user.id}`}
    >
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar name={fullName(user)} color="initials" size={32} />
          <Anchor
            component={Link}
            to={detailPath(variant, user.id)}
            onClick={(event) => event.stopPropagation()}
            fw={600}
            size="sm"
          >
            {fullName(user)}
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td>{user.occupations.map(formatOccupation).join(', ')}</Table.Td>
      <Table.Td>{namesOf(user.divisionIds, divisionNames)}</Table.Td>
      <Table.Td>{namesOf(user.branchIds, branchNames)}</Table.Td>
      <Table.Td>{userTypeLabel(user.permissions)}</Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        User Admin
      </Title>
      {/* One row with Clear and Add User down to the desktop minimum of 1305 px: the fields share what the buttons
          leave, from 160 px (their longest text) up to 240 px; a narrower window wraps them. */}
      <Group align="flex-end" gap="sm">
        <TextInput
          flex={FIELD_FLEX}
          maw={FIELD_MAX}
          aria-label="Search"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} />}
          value={filters.keyword}
          onChange={(event) => setFilter({ keyword: event.currentTarget.value })}
          data-testid="user-list-search"
        />
        <FilterSelect
          flex={FIELD_FLEX}
          maw={FIELD_MAX}
          label="Branch"
          placeholder="Branch"
          allLabel="All Branches"
          options={(branches.data ?? []).map((branch) => ({ id: branch.id, value: branch.name }))}
          value={filters.branchId}
          onChange={(branchId) => setFilter({ branchId: branchId ?? '' })}
          testId="user-list-branch-filter"
        />
        <FilterSelect
          flex={FIELD_FLEX}
          maw={FIELD_MAX}
          label="Division"
          placeholder="Division"
          allLabel="All Divisions"
          options={(divisions.data ?? []).map((division) => ({ id: division.id, value: division.divisionName }))}
          value={filters.divisionId}
          onChange={(divisionId) => setFilter({ divisionId: divisionId ?? '' })}
          testId="user-list-division-filter"
        />
        <FilterSelect
          flex={FIELD_FLEX}
          maw={FIELD_MAX}
          label="Occupation"
          placeholder="Occupation"
          allLabel="All Occupations"
          options={(account.data?.occupations ?? []).map(({ name }) => ({ id: name, value: formatOccupation(name) }))}
          value={filters.occupation}
          onChange={(occupation) => setFilter({ occupation: occupation ?? '' })}
          testId="user-list-occupation-filter"
        />
        <Button variant="default" onClick={() => setFilters(NO_FILTERS)} data-testid="user-list-clear">
          Clear
        </Button>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => void navigate(`${listPath}/create`)}
          data-testid="user-list-add"
        >
          Add User
        </Button>
      </Group>
      {users.isPending ? (
        <Loader aria-label="Loading" />
      ) : (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Occupation</Table.Th>
              <Table.Th>Division</Table.Th>
              <Table.Th>Branch</Table.Th>
              <Table.Th>USER TYPE</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{shown.map(row)}</Table.Tbody>
        </Table>
      )}
      {!users.isPending && shown.length === 0 && (
        <Text c="dimmed" ta="center" data-testid="user-list-empty">
          No crew members found. Please check your search and filters and try again.
        </Text>
      )}
    </Stack>
  );
}

export const AccountUserListPage = () => <UserListPage variant="account" />;
export const AdminUserListPage = () => <UserListPage variant="admin" />;
