import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBug,
  IconCheck,
  IconCopy,
  IconDownload,
  IconEdit,
  IconFilter,
  IconHelpCircle,
  IconInfoCircle,
  IconLogout,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUserCircle,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { RAIL_ITEMS, toTestId } from '../../layout/navigation';

interface AppIcon {
  name: string;
  icon: Icon;
}

/** The icons of the app's buttons, menus and messages, named as a user would call them. */
const ACTION_ICONS: AppIcon[] = [
  { name: 'Add', icon: IconPlus },
  { name: 'Edit', icon: IconEdit },
  { name: 'Delete', icon: IconTrash },
  { name: 'Search', icon: IconSearch },
  { name: 'Filters', icon: IconFilter },
  { name: 'Copy', icon: IconCopy },
  { name: 'Download', icon: IconDownload },
  { name: 'Information', icon: IconInfoCircle },
  { name: 'Warning', icon: IconAlertTriangle },
  { name: 'Success', icon: IconCheck },
  { name: 'Error', icon: IconX },
  { name: 'User Menu', icon: IconUserCircle },
  { name: 'Support', icon: IconHelpCircle },
  { name: 'Sign out', icon: IconLogout },
  { name: 'Error Test', icon: IconBug },
];

const NAVIGATION_ICONS: AppIcon[] = RAIL_ITEMS.map(({ label, icon }) => ({ name: label, icon }));

function IconGrid({ title, icons }: { title: string; icons: AppIcon[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz={20}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }}>
        {icons.map(({ name, icon: IconComponent }) => (
          <Paper key={name} withBorder p="md" data-testid={`app-icon-${toTestId(name)}`}>
            <Stack align="center" gap="xs">
              <IconComponent size={32} stroke={1.5} aria-hidden />
              <Text size="sm">{name}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /admin/icons: the icons the app uses with their names, for admins preparing help material. */
export default function AppIconsPage() {
  return (
    <Stack gap="xl">
      <Title order={1} fz={26}>
        App Icons
      </Title>
      <IconGrid title="Navigation" icons={NAVIGATION_ICONS} />
      <IconGrid title="Actions" icons={ACTION_ICONS} />
    </Stack>
  );
}
