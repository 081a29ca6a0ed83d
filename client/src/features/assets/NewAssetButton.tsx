import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { CREATE_PATH } from './assetPaths';

/** "New Asset", shown only to users who may create assets (spec 2 §6). */
export function NewAssetButton() {
  const { can } = useAccess();
  const navigate = useNavigate();
  if (!can('web:assetcrud')) return null;
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate(CREATE_PATH)} data-testid="asset-new">
      New Asset
    </Button>
  );
}
