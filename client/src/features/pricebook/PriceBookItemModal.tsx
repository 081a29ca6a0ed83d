import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { Modal } from '../../ui/Modal';
import { MultiSelect } from '../../ui/MultiSelect';
import { NumberInput } from '../../ui/NumberInput';
import type { Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { failureCode, useSavePriceBookItem, type PriceBookItem } from './pricebook';
import { formValues, priceBookItemSchema, toInput, type PriceBookItemFormValues } from './pricebookForm';

interface PriceBookItemModalProps {
  opened: boolean;
  /** The item to edit; null adds a new one. */
  item: PriceBookItem | null;
  divisions: Option[];
  branches: Option[];
  onClose: () => void;
}

/** Spec 1 §2.9 and §4: add or edit an item; confirm stays disabled until something changed. */
export function PriceBookItemModal({ opened, item, divisions, branches, onClose }: PriceBookItemModalProps) {
  const { save, saving } = useSavePriceBookItem();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PriceBookItemFormValues>({
    resolver: zodResolver(priceBookItemSchema),
    defaultValues: formValues(item, divisions, branches),
  });

  useEffect(() => {
    if (opened) reset(formValues(item, divisions, branches));
  }, [opened, item, divisions, branches, reset]);

  const editing = item !== null;
  const submit = handleSubmit(async (values) => {
    try {
      const result = await save(toInput(values, item?.id));
      track(editing ? 'pricebook item updated' : 'pricebook item created', { itemId: result.id });
      showSuccessToast(editing ? 'Pricebook Item Edited' : 'Pricebook Item Created');
      onClose();
    } catch (error) {
      track('pricebook item failed', { action: editing ? 'update' : 'create', errorCode: failureCode(error) });
      showErrorToast(errorMessage(error, editing ? 'Error editing pricebook item' : 'Error creating pricebook item'));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Pricebook Item' : 'Add Pricebook Item'}
      onConfirm={() => void submit()}
      confirmDisabled={!isDirty || saving}
      confirmLoading={saving}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" {...register('name')} error={errors.name?.message} />
          <TextInput label="Category" {...register('category')} error={errors.category?.message} />
          <TextInput label="Unit" placeholder="hour, day, each…" {...register('unit')} error={errors.unit?.message} />
          <Controller
            control={control}
            name="rate"
            render={({ field }) => (
              <NumberInput
                label="Rate"
                prefix="$"
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                error={errors.rate?.message}
              />
            )}
          />
        </SimpleGrid>
        <TextInput label="Description" {...register('description')} error={errors.description?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="divisions"
            render={({ field }) => (
              <MultiSelect label="Division" options={divisions} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="branches"
            render={({ field }) => (
              <MultiSelect label="Branch" options={branches} value={field.value} onChange={field.onChange} />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
