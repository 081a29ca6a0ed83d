import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useAssetSearch, useCategories } from './assets';
import { AssetTable } from './AssetTable';
import { CategoryTree } from './CategoryTree';
import { buildCategoryTree, categoryPathName } from './categoryTree';
import { NewAssetButton } from './NewAssetButton';

/**
 * /assets/browser: the category tree on the left, the assets of the selected category on the right. The selected
 * category is kept in the address (?categoryId=) so that going back from an asset returns to it.
 */
export default function AssetBrowserPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = searchParams.get('categoryId');
  const categories = useCategories();
  const search = useAssetSearch({ categoryId: categoryId ?? undefined }, categoryId !== null);
  const selected = categories.data?.find(({ id }) => id === categoryId);

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
          {categories.isPending ? (
            <Loader aria-label="Loading" />
          ) : (
            <CategoryTree
              nodes={buildCategoryTree(categories.data ?? [])}
              selectedId={categoryId}
              onSelect={(id) => setSearchParams({ categoryId: id })}
            />
          )}
        </Paper>
        <Stack flex={1} miw={0}>
          {selected ? (
            <>
              <Title order={2} fz={20} data-testid="asset-browser-category">
                {categoryPathName(selected, categories.data ?? [])}
              </Title>
              <AssetTable search={search} />
            </>
          ) : (
            <Text c="dimmed">Select a category to see its assets.</Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
