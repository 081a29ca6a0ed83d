import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useAccess } from '../../../auth/access';
import { PERMISSION_TOGGLES, type PermissionToggle } from '../permissionToggles';
import type { UserFormValues } from '../userFormRules';
import { FormSection } from './FormSection';
import { ToggleRow } from './ToggleRow';

const testId = (toggle: PermissionToggle) => `user-toggle-${toggle.label.toLowerCase().replaceAll(' ', '-')}`;

/**
 * The permission toggles of spec 1 §6: web ones only with Web Access on, and Account Settings only for users who
 * may change settings themselves (§5).
 */
export function PermissionsSection() {
  const { watch, setValue } = useFormContext<UserFormValues>();
  const { can } = useAccess();
  const webAccess = watch('webAccess');
  const shown = PERMISSION_TOGGLES.filter(
    (toggle) => (webAccess || !toggle.needsWeb) && (toggle.name !== 'accountSettings' || can('web:settings')),
  );
  return (
    <FormSection title="Account Permissions">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {shown.map((toggle) => (
          <ToggleRow
            key={toggle.name}
            label={toggle.label}
            tooltip={toggle.tooltip}
            checked={watch(`toggles.${toggle.name}`)}
            onChange={(on) => setValue(`toggles.${toggle.name}`, on, { shouldDirty: true })}
            testId={testId(toggle)}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
