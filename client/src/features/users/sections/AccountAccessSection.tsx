import { Group } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { methodOf, type UserFormValues } from '../userFormRules';
import { FormSection } from './FormSection';
import { ToggleRow } from './ToggleRow';

/** Mobile Access (always on) and Web Access (spec 1 §2.8, §4, §6). */
export function AccountAccessSection() {
  const { watch, setValue, getValues, clearErrors } = useFormContext<UserFormValues>();

  const setWebAccess = (on: boolean) => {
    setValue('webAccess', on, { shouldDirty: true });
    // Spec 1 §4: with web access the user cannot sign in by mobile only.
    if (on && methodOf(getValues('authMethod')) === 'mobile') {
      setValue('authMethod', null, { shouldDirty: true });
      clearErrors(['email', 'cellPhone']);
    }
  };

  return (
    <FormSection title="Account Access">
      <Group gap="xl">
        <ToggleRow
          label="Mobile Access"
          tooltip="Every user can sign in to the mobile app: time cards, forms, home screen and trackers."
          checked
          disabled
          testId="user-toggle-mobile-access"
        />
        <ToggleRow
          label="Web Access"
          tooltip="Lets the user sign in to this web app and see the asset map."
          checked={watch('webAccess')}
          onChange={setWebAccess}
          testId="user-toggle-web-access"
        />
      </Group>
    </FormSection>
  );
}
