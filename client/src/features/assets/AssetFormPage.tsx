import { Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useBranches, useDivisions } from '../accounts';
import { AssetForm, type AssetFormOptions } from './AssetForm';
import { assetFormValues } from './assetFormRules';
import { BROWSER_PATH } from './assetPaths';
import { useAsset, useAssetOptions, useCategories, type Asset } from './assets';
import { categoryPathName } from './categoryTree';

/** The navigation state with which Duplicate opens /assets/create. */
export interface DuplicateState {
  duplicate: Asset;
}

/** The select options of the form; undefined until the lists it needs for its defaults have loaded. */
function useFormOptions(): AssetFormOptions | undefined {
  const categories = useCategories();
  const types = useAssetOptions('types');
  const manufacturers = useAssetOptions('manufacturers');
  const branches = useBranches();
  const divisions = useDivisions();
  if (!categories.data || !types.data || !manufacturers.data) return undefined;
  return {
    categories: categories.data
      .map((category) => ({ id: category.id, value: categoryPathName(category, categories.data) }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    types: types.data,
    manufacturers: manufacturers.data,
    branches: (branches.data ?? []).map(({ id, name }) => ({ id, value: name })),
    divisions: (divisions.data ?? []).map(({ id, divisionName }) => ({ id, value: divisionName })),
  };
}

function CreateAsset({ options }: { options: AssetFormOptions }) {
  const { state } = useLocation() as { state: DuplicateState | null };
  const copy = state?.duplicate;
  return <AssetForm base={copy} defaultValues={assetFormValues(options, copy)} options={options} />;
}

function EditAsset({ assetId, options }: { assetId: string; options: AssetFormOptions }) {
  const { data: asset, isPending, isError } = useAsset(assetId);
  useEffect(() => track('asset edit entered', { assetId }), [assetId]);
  if (isPending) return <Loader aria-label="Loading" />;
  if (isError) return <Text data-testid="asset-not-found">No Asset Found</Text>;
  // A new key per asset resets the form when the page moves on to another asset.
  return (
    <AssetForm
      key={asset.id}
      asset={asset}
      base={asset}
      defaultValues={assetFormValues(options, asset)}
      options={options}
    />
  );
}

/** /assets/create (also for Duplicate) and /assets/asset-detail?assetId=: create or edit an asset. */
export default function AssetFormPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const options = useFormOptions();
  const assetId = searchParams.get('assetId');
  const creating = pathname.endsWith('/create');
  if (!creating && !assetId) return <Navigate to={BROWSER_PATH} replace />;
  if (!options) return <Loader aria-label="Loading" />;
  return assetId && !creating ? <EditAsset assetId={assetId} options={options} /> : <CreateAsset options={options} />;
}
