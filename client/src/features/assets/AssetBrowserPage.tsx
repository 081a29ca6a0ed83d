import { Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { useAssetSearch, useCategories } from './assets';
import { AssetTable } from './AssetTable';
import { CategoryDialogs, type CategoryDialog } from './CategoryDialogs';
import { CategoryMenu } from './CategoryMenu';
import { CategoryTree } from './CategoryTree';
import { buildCategoryTree, categoryPathName } from './categoryTree';
import { NewAssetButton } from './NewAssetButton';

/** The list without a category, as the sub-menu names it. */
const ALL_ASSETS = 'All Assets';

/**
 * /assets/browser: the category tree on the left, on the right all assets ("All Assets") or those of the selected
 * category, paged. The selected category is kept in the address (?categoryId=) so that going back from an asset
 * returns to it. Users with asset management create categories above the tree and edit the selected one beside its
 * name.
 */
export default function AssetBrowserPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = searchParams.get('categoryId');
  const categories = useCategories();
  const search = useAssetSearch({ categoryId: categoryId ?? undefined });
  const selected = categories.data?.find(({ id }) => id === categoryId);
  const mayEdit = useAccess().can('web:assetcrud');
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const select = (id: string | null) => setSearchParams(id ? { categoryId: id } : {});

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Asset Browser
        </Title>
        <NewAssetButton />
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Paper withBorder p="sm" w={280} miw={280} data-testid="category-tree">
          {mayEdit && (
            <Button
              variant="subtle"
              size="compact-sm"
              mb="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setDialog({ kind: 'create', parent: null })}
              data-testid="category-new"
            >
              New Category
            </Button>
          )}
          {categories.isPending ? (
            <Loader aria-label="Loading" />
          ) : (
            <CategoryTree
              nodes={buildCategoryTree(categories.data ?? [])}
              allLabel={ALL_ASSETS}
              selectedId={categoryId}
              onSelect={select}
            />
          )}
        </Paper>
        <Stack flex={1} miw={0}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} fz={20} data-testid="asset-browser-category">
              {categoryId === null ? ALL_ASSETS : selected && categoryPathName(selected, categories.data ?? [])}
            </Title>
            {selected && mayEdit && <CategoryMenu category={selected} onChoose={setDialog} />}
          </Group>
          <AssetTable search={search} />
        </Stack>
      </Group>
      <CategoryDialogs
        dialog={dialog}
        categories={categories.data ?? []}
        onClose={() => setDialog(null)}
        onDone={(category) => {
          setDialog(null);
          select(category?.id ?? null);
        }}
      />
    </Stack>
  );
}
