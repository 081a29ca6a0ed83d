import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { MultiSelect } from '../../ui/MultiSelect';
import { NumberInput } from '../../ui/NumberInput';
import { Select, type Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { BROWSER_PATH, editPath, overviewPath } from './assetPaths';
import {
  ASSET_STATUSES,
  assetFormSchema,
  assetPayload,
  DIMENSIONS,
  UNITS,
  type AssetFormValues,
} from './assetFormRules';
import type { Asset } from './assets';
import { useAssetActions } from './useAssetActions';

/** The options of the form's selects. */
export interface AssetFormOptions {
  categories: Option[];
  types: Option[];
  manufacturers: Option[];
  branches: Option[];
  divisions: Option[];
}

interface AssetFormProps {
  /** The asset being edited; absent when creating. */
  asset?: Asset;
  /** The asset being edited or duplicated: the fields the form does not show are kept from it. */
  base?: Asset;
  defaultValues: AssetFormValues;
  options: AssetFormOptions;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} fz={18} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const unitOptions = (units: string[]): Option[] => units.map((unit) => ({ id: unit, value: unit }));
const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

/** Length, width, height and weight, each with its unit. */
function Measurements({ control }: { control: Control<AssetFormValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {DIMENSIONS.map((dimension) => (
        <Group key={dimension} grow align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name={`measurements.${dimension}.value`}
            render={({ field }) => (
              <NumberInput label={capitalised(dimension)} min={0} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name={`measurements.${dimension}.unit`}
            render={({ field }) => (
              <Select
                label={`${capitalised(dimension)} Unit`}
                options={unitOptions(UNITS[dimension])}
                value={field.value ? { id: field.value, value: field.value } : null}
                onChange={(option) => field.onChange(option?.id ?? '')}
                clearable
              />
            )}
          />
        </Group>
      ))}
    </SimpleGrid>
  );
}

/** Custom details: key, value and unit rows, added and removed freely. */
function MetadataRows({ control }: { control: Control<AssetFormValues> }) {
  const rows = useFieldArray({ control, name: 'metadata' });
  return (
    <Stack gap="sm">
      {rows.fields.map((row, index) => (
        <Group key={row.id} align="flex-start" wrap="nowrap" data-testid={`asset-metadata-row-${index}`}>
          {(['key', 'value', 'unit'] as const).map((part) => (
            <Controller
              key={part}
              control={control}
              name={`metadata.${index}.${part}`}
              render={({ field, fieldState }) => (
                <TextInput
                  aria-label={`${capitalised(part)} ${index + 1}`}
                  placeholder={capitalised(part)}
                  {...field}
                  error={fieldState.error?.message}
                  flex={1}
                />
              )}
            />
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={`Remove row ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        onClick={() => rows.append({ key: '', value: '', unit: '' })}
        w="fit-content"
        data-testid="asset-metadata-add"
      >
        Add Custom Detail
      </Button>
    </Stack>
  );
}

/** The asset create/edit form of spec 2 §2 and §5. */
export function AssetForm({ asset, base, defaultValues, options }: AssetFormProps) {
  const { flags } = useAccess();
  const form = useForm<AssetFormValues>({ defaultValues, resolver: zodResolver(assetFormSchema) });
  const { control, register, formState } = form;
  const { isDirty, dirtyFields, errors } = formState;
  const actions = useAssetActions();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Where to go once the work is done; navigating waits for the guard to see the form as settled.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(isDirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo);
  }, [leaveTo, navigate]);
  const busy = actions.create.isPending || actions.edit.isPending || actions.remove.isPending;

  const submit = form.handleSubmit((values) => {
    const payload = assetPayload(values, {
      base,
      saveEngineHours: flags.webEngineHours && dirtyFields.engineHours === true,
      creating: !asset,
    });
    if (asset) actions.edit.mutate({ assetId: asset.id, payload }, { onSuccess: () => form.reset(values) });
    else actions.create.mutate(payload, { onSuccess: (created) => setLeaveTo(editPath(created.id)) });
  });

  const select = (name: 'assetType' | 'manufacturer', label: string, list: Option[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk
          clearable
          options={list}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          data-testid={`asset-form-${name}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {guard}
      <Stack gap="lg" maw={1100}>
        <Title order={1} fz={26} data-testid="asset-form-heading">
          {asset ? 'Asset Details' : 'Create New Asset'}
        </Title>
        <Section title="Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" withAsterisk {...register('assetName')} error={errors.assetName?.message} />
            <Controller
              control={control}
              name="categoryId"
              render={({ field, fieldState }) => (
                <Select
                  label="Category"
                  withAsterisk
                  options={options.categories}
                  value={options.categories.find(({ id }) => id === field.value) ?? null}
                  onChange={(option) => field.onChange(option?.id ?? null)}
                  error={fieldState.error?.message}
                  data-testid="asset-form-category"
                />
              )}
            />
            {select('assetType', 'Type', options.types)}
            {select('manufacturer', 'Manufacturer', options.manufacturers)}
            <Controller
              control={control}
              name="assetStatus"
              render={({ field }) => (
                <Select
                  label="Status"
                  options={ASSET_STATUSES}
                  value={ASSET_STATUSES.find(({ id }) => id === field.value) ?? null}
                  onChange={(option) => field.onChange(option?.id ?? 'active')}
                  allowDeselect={false}
                />
              )}
            />
            <Controller
              control={control}
              name="divisionId"
              render={({ field }) => (
                <Select
                  label="Division"
                  options={options.divisions}
                  value={options.divisions.find(({ id }) => id === field.value) ?? null}
                  onChange={(option) => field.onChange(option?.id ?? null)}
                  clearable
                />
              )}
            />
            <Controller
              control={control}
              name="branchIds"
              render={({ field }) => (
                <MultiSelect
                  label="Branches"
                  options={options.branches}
                  value={options.branches.filter(({ id }) => field.value.includes(id))}
                  onChange={(chosen) => field.onChange(chosen.map(({ id }) => id))}
                />
              )}
            />
            <TextInput label="Serial Number" {...register('serialNumber')} />
            <TextInput label="MAC Address" {...register('macAddress')} />
            {flags.webEngineHours && (
              <Controller
                control={control}
                name="engineHours"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Engine Hours"
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
          </SimpleGrid>
          <Textarea label="Notes" mt="md" rows={3} {...register('notes')} />
        </Section>
        <Section title="Custom Details">
          <MetadataRows control={control} />
        </Section>
        <Section title="Measurement Details">
          <Measurements control={control} />
        </Section>
        <Group justify="space-between">
          <Group>
            {asset && (
              <Button
                color="red"
                variant="light"
                onClick={() => setConfirmDelete(true)}
                data-testid="asset-form-delete"
              >
                Delete Asset
              </Button>
            )}
          </Group>
          <Group>
            <Button
              variant="default"
              onClick={() => void navigate(asset ? overviewPath(asset.id) : BROWSER_PATH)}
              data-testid="asset-form-cancel"
            >
              Cancel
            </Button>
            <Button type="submit" disabled={(asset && !isDirty) || busy} loading={busy} data-testid="asset-form-save">
              Save Changes
            </Button>
          </Group>
        </Group>
      </Stack>
      {asset && (
        <ConfirmationDialog
          opened={confirmDelete}
          title="Delete Asset"
          message={`Are you sure you want to delete ${asset.assetName}?`}
          onConfirm={() => {
            setConfirmDelete(false);
            actions.remove.mutate(asset.id, { onSuccess: () => setLeaveTo(BROWSER_PATH) });
          }}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </form>
  );
}
