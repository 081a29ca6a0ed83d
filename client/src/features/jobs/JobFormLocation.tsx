import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from '../../ui/TextInput';
import type { JobFormValues } from './jobFormRules';
import { LocationPicker } from '../../ui/locationPicker/LocationPicker';
import { pointText } from '../../ui/locationPicker/LocationPickerSearch';

/** The jobsite: chosen in the location picker, its name editable; removable. */
export function JobFormLocation() {
  const { control, register, setValue, formState } = useFormContext<JobFormValues>();
  const location = useWatch({ control, name: 'location' });
  const [picking, setPicking] = useState(false);
  const error = formState.errors.location?.message;
  return (
    <Stack gap="sm">
      {location ? (
        <>
          <TextInput label="Location Name" {...register('location.name')} />
          <Text size="sm" data-testid="job-form-location">
            {location.formattedAddress} ({pointText(location)})
          </Text>
        </>
      ) : (
        <Text c="dimmed" size="sm" data-testid="job-form-location">
          No location selected.
        </Text>
      )}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="default" leftSection={<IconMapPin size={16} />} onClick={() => setPicking(true)}>
          Choose Location
        </Button>
        {location && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => setValue('location', null, { shouldDirty: true, shouldValidate: true })}
          >
            Remove Location
          </Button>
        )}
      </Group>
      <LocationPicker
        opened={picking}
        value={location}
        onClose={() => setPicking(false)}
        onSelect={(chosen) => setValue('location', chosen, { shouldDirty: true, shouldValidate: true })}
      />
    </Stack>
  );
}
