import { Button, Group, Pill, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fullName } from '../../ui/people';
import { useAssetNames, type JobFormOptions } from './jobFormQueries';
import type { JobFormValues } from './jobFormRules';
import { SelectAssetsModal } from './SelectAssetsModal';
import { SelectCrewModal } from '../../ui/SelectCrewModal';

interface ChosenListProps {
  title: string;
  ids: string[];
  nameOf: (id: string) => string;
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (id: string) => void;
  testId: string;
}

/** The chosen crew or assets as removable pills, with the button that opens their picker. */
function ChosenList({ title, ids, nameOf, emptyText, addLabel, onAdd, onRemove, testId }: ChosenListProps) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {ids.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <Group gap="xs">
          {ids.map((id) => (
            <Pill
              key={id}
              withRemoveButton
              onRemove={() => onRemove(id)}
              removeButtonProps={{ 'aria-label': `Remove ${nameOf(id)}` }}
            >
              {nameOf(id)}
            </Pill>
          ))}
        </Group>
      )}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd} w="fit-content">
        {addLabel}
      </Button>
    </Stack>
  );
}

/** The fields this part edits: the job form's, and a task's (jobTasks.ts) under the same names. */
type ResourceValues = Pick<JobFormValues, 'crew' | 'assets' | 'startDate' | 'endDate'>;

/**
 * The first task's crew and assets (spec 2 §2), chosen in the Select Crew and Select Assets modals; in the task
 * editor (test ids "task-form-…"), a task's.
 */
export function JobFormResources({ options, idPrefix = 'job-form' }: { options: JobFormOptions; idPrefix?: string }) {
  const { control, setValue } = useFormContext<ResourceValues>();
  const [crew, assets, startDate, endDate] = useWatch({
    control,
    name: ['crew', 'assets', 'startDate', 'endDate'],
  });
  const [picking, setPicking] = useState<'crew' | 'assets' | null>(null);
  const users = new Map(options.users.map((user) => [user.id, fullName(user)]));
  const assetNames = useAssetNames(assets);
  const set = (name: 'crew' | 'assets', ids: string[]) => setValue(name, ids, { shouldDirty: true });
  const close = () => setPicking(null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ChosenList
        title="Crew"
        ids={crew}
        nameOf={(id) => users.get(id) ?? 'Unknown user'}
        emptyText="No crew assigned."
        addLabel="Add Crew"
        onAdd={() => setPicking('crew')}
        onRemove={(id) =>
          set(
            'crew',
            crew.filter((userId) => userId !== id),
          )
        }
        testId={`${idPrefix}-crew`}
      />
      <ChosenList
        title="Assets"
        ids={assets}
        nameOf={(id) => assetNames.get(id) ?? 'Asset'}
        emptyText="No assets assigned."
        addLabel="Add Assets"
        onAdd={() => setPicking('assets')}
        onRemove={(id) =>
          set(
            'assets',
            assets.filter((assetId) => assetId !== id),
          )
        }
        testId={`${idPrefix}-assets`}
      />
      <SelectCrewModal
        opened={picking === 'crew'}
        users={options.users}
        divisions={options.divisions}
        branches={options.branches}
        value={crew}
        onClose={close}
        onSelect={(ids) => set('crew', ids)}
      />
      <SelectAssetsModal
        opened={picking === 'assets'}
        value={assets}
        startDate={startDate}
        endDate={endDate}
        onClose={close}
        onSelect={(ids) => set('assets', ids)}
      />
    </SimpleGrid>
  );
}
