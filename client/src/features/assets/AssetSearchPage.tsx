import { Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { track } from '../../api/analytics';
import { Select, type Option } from '../../ui/Select';
import { SEARCH_DEBOUNCE_MS, useAssetOptions, useAssetSearch } from './assets';
import { AssetTable } from './AssetTable';
import { NewAssetButton } from './NewAssetButton';

/** /assets/search: keyword and asset type search over all assets. */
export default function AssetSearchPage() {
  const [keywords, setKeywords] = useState('');
  const [assetType, setAssetType] = useState<Option | null>(null);
  const [debouncedKeywords] = useDebouncedValue(keywords.trim(), SEARCH_DEBOUNCE_MS);
  const types = useAssetOptions('types');
  const search = useAssetSearch({ keywords: debouncedKeywords, assetType: assetType?.value });

  useEffect(() => {
    if (debouncedKeywords || assetType)
      track('asset searched', { keywords: debouncedKeywords, assetType: assetType?.value });
  }, [debouncedKeywords, assetType]);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Asset Search
        </Title>
        <NewAssetButton />
      </Group>
      <Group align="flex-end">
        <TextInput
          aria-label="Search"
          placeholder="Search assets"
          leftSection={<IconSearch size={16} />}
          value={keywords}
          onChange={(event) => setKeywords(event.currentTarget.value)}
          w={320}
          data-testid="asset-search-keywords"
        />
        <Select
          aria-label="Asset Type"
          placeholder="All Types"
          options={types.data ?? []}
          value={assetType}
          onChange={setAssetType}
          clearable
          w={240}
          data-testid="asset-search-type"
        />
      </Group>
      <AssetTable search={search} />
    </Stack>
  );
}
