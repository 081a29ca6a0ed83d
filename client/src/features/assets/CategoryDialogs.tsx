import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { Modal } from '../../ui/Modal';
import { Select, type Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import type { Category } from './assets';
import { categoryPathName } from './categoryTree';
import { useCategoryActions } from './useCategoryActions';

/** What the user chose to do to the tree; `parent` of a new category null: the top level. */
export type CategoryDialog =
  | { kind: 'create'; parent: Category | null }
  | { kind: 'rename' | 'move'; category: Category }
  | { kind: 'delete'; category: Category };

interface CategoryDialogsProps {
  dialog: CategoryDialog | null;
  categories: Category[];
  onClose: () => void;
  /** After a create: the new category; after a delete: null. */
  onDone: (category: Category | null) => void;
}

const TOP_LEVEL: Option = { id: 'top-level', value: 'None (top level)' };
const NAME_MAX = 100;

/**
 * The places a category may go: the top level and every category outside its own subtree (a category cannot move
 * under itself), by their full names.
 */
export function parentOptions(categories: Category[], moving: Category | null): Option[] {
  const options = categories
    .filter((category) => !moving || !category.path.split('>').includes(moving.id))
    .map((category) => ({ id: category.id, value: categoryPathName(category, categories) }))
    .sort((a, b) => a.value.localeCompare(b.value));
  return [TOP_LEVEL, ...options];
}

/** Create, rename, move and delete dialogs of the asset browser's category tree. */
export function CategoryDialogs({ dialog, categories, onClose, onDone }: CategoryDialogsProps) {
  if (!dialog) return null;
  if (dialog.kind === 'delete')
    return <DeleteCategoryDialog category={dialog.category} onClose={onClose} onDone={onDone} />;
  // Keyed by the dialog, so that each opening starts from the category's own values.
  const key = dialog.kind === 'create' ? `create-${dialog.parent?.id}` : `${dialog.kind}-${dialog.category.id}`;
  return <CategoryFormModal key={key} dialog={dialog} categories={categories} onClose={onClose} onDone={onDone} />;
}

const TITLES = { create: 'New Category', rename: 'Rename Category', move: 'Move Category' } as const;
const CONFIRM = { create: 'Create', rename: 'Save', move: 'Move' } as const;

function CategoryFormModal({
  dialog,
  categories,
  onClose,
  onDone,
}: Omit<CategoryDialogsProps, 'dialog'> & { dialog: Exclude<CategoryDialog, { kind: 'delete' }> }) {
  const { create, update } = useCategoryActions();
  const category = dialog.kind === 'create' ? null : dialog.category;
  const initialParent = dialog.kind === 'create' ? (dialog.parent?.id ?? null) : dialog.category.parentCategoryId;
  const [name, setName] = useState(category?.name ?? '');
  const [parentId, setParentId] = useState<string | null>(initialParent);
  const options = parentOptions(categories, category);
  const withName = dialog.kind !== 'move';
  const withParent = dialog.kind !== 'rename';
  const trimmed = name.trim();
  const unchanged = category !== null && trimmed === category.name && parentId === category.parentCategoryId;
  const saving = create.isPending || update.isPending;

  const save = () => {
    if (!category) create.mutate({ name: trimmed, parentId }, { onSuccess: (created) => onDone(created) });
    else
      update.mutate(withName ? { categoryId: category.id, name: trimmed } : { categoryId: category.id, parentId }, {
        onSuccess: onClose,
      });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={TITLES[dialog.kind]}
      subtitle={category ? categoryPathName(category, categories) : undefined}
      size={480}
      onConfirm={save}
      confirmLabel={CONFIRM[dialog.kind]}
      confirmDisabled={(withName && !trimmed) || unchanged || saving}
      confirmLoading={saving}
    >
      <Stack data-testid="category-dialog">
        {withName && (
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            maxLength={NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && trimmed && !unchanged && !saving) save();
            }}
            data-testid="category-dialog-name"
          />
        )}
        {withParent && (
          <Select
            label="Parent category"
            options={options}
            value={options.find(({ id }) => id === (parentId ?? TOP_LEVEL.id)) ?? TOP_LEVEL}
            onChange={(option) => setParentId(!option || option.id === TOP_LEVEL.id ? null : option.id)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="category-dialog-parent"
          />
        )}
      </Stack>
    </Modal>
  );
}

function DeleteCategoryDialog({
  category,
  onClose,
  onDone,
}: {
  category: Category;
  onClose: () => void;
  onDone: (category: null) => void;
}) {
  const { remove } = useCategoryActions();
  return (
    <ConfirmationDialog
      opened
      title="Delete Category"
      message={`Delete "${category.name}"? Only a category with no assets and no subcategories can be deleted.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(category.id, { onSuccess: () => onDone(null), onError: onClose })}
    />
  );
}
