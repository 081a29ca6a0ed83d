import { Anchor, Avatar, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccount, useBranches, useDivisions } from '../accounts';
import { formatPhone } from '../../ui/format';

/** Spec 1 §2.5: the version the admin home displays. */
export const APP_VERSION = '0.0.324';

interface ListSectionProps<T> {
  title: string;
  testId: string;
  rows: T[] | undefined;
  loading: boolean;
  empty: string;
  headers: string[];
  row: (item: T) => ReactNode;
}

/** A titled table with its loader and empty text. */
function ListSection<T>({ title, testId, rows = [], loading, empty, headers, row }: ListSectionProps<T>) {
  return (
    <Stack gap="xs">
      <Title order={2} fz={20}>
        {title}
      </Title>
      {loading ? (
        <Loader aria-label="Loading" />
      ) : (
        <Table verticalSpacing="sm" data-testid={`${testId}-table`}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows.map(row)}</Table.Tbody>
        </Table>
      )}
      {!loading && rows.length === 0 && (
        <Text c="dimmed" ta="center" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      )}
    </Stack>
  );
}

/** /admin, the account admin home of spec 1 §2.5. */
export default function AdminHomePage() {
  const account = useAccount();
  const divisions = useDivisions();
  const branches = useBranches();

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start">
        <Group>
          <Avatar
            src={account.data?.logo}
            alt={account.data && `${account.data.account_name} logo`}
            size="xl"
            radius="sm"
            data-testid="admin-home-logo"
          >
            <IconBuildingSkyscraper size={32} />
          </Avatar>
          <Stack gap={2}>
            <Title order={1} fz={26} data-testid="admin-home-account-name">
              {account.data?.account_name}
            </Title>
            <Text c="dimmed" size="sm" data-testid="admin-home-account-id">
              {account.data?.id}
            </Text>
            <Text c="dimmed" size="sm" data-testid="admin-home-version">
              Version {APP_VERSION}
            </Text>
          </Stack>
        </Group>
        <Group>
          <Button component={Link} to="/admin/accounts/create" variant="default" data-testid="admin-home-onboard">
            Onboard Company
          </Button>
          <Button
            component={Link}
            to="/admin/division/create"
            leftSection={<IconPlus size={16} />}
            data-testid="admin-home-create-division"
          >
            Create Division
          </Button>
          <Button
            component={Link}
            to="/admin/branch/create"
            leftSection={<IconPlus size={16} />}
            data-testid="admin-home-create-branch"
          >
            Create Branch
          </Button>
        </Group>
      </Group>
      <ListSection
        title="Divisions"
        testId="admin-divisions"
        rows={divisions.data}
        loading={divisions.isPending}
        empty="No Divisions found."
        headers={['Name', 'ID']}
        row={(division) => (
          <Table.Tr key={division.id} data-testid={`admin-division-row-${division.id}`}>
            <Table.Td>
              <Anchor component={Link} to={`/admin/division/detail?divisionId=${division.id}`}>
                {division.divisionName}
              </Anchor>
            </Table.Td>
            <Table.Td>{division.id}</Table.Td>
          </Table.Tr>
        )}
      />
      <ListSection
        title="Branches"
        testId="admin-branches"
        rows={branches.data}
        loading={branches.isPending}
        empty="No Branch found."
        headers={['Logo', 'Name', 'Address', 'Email', 'Phone Number']}
        row={(branch) => (
          <Table.Tr key={branch.id} data-testid={`admin-branch-row-${branch.id}`}>
            <Table.Td>
              <Avatar src={branch.logo} alt={`${branch.name} logo`} radius="sm" />
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/admin/branch/detail?branchId=${branch.id}`}>
                {branch.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{branch.address}</Table.Td>
            <Table.Td>{branch.email}</Table.Td>
            <Table.Td>{formatPhone(branch.phoneNumber)}</Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
