import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { LatLng } from '../map/mercator';
import { Modal } from '../Modal';
import { PickerFooter } from '../PickerFooter';
import { TextInput } from '../TextInput';
import { LocationPickerMap } from './LocationPickerMap';
import { offlineGeocoder, pointText, roundPoint, type Geocoder, type PickedLocation } from './LocationPickerSearch';
import { inServiceArea, LOCATION_OUTSIDE_AREA } from './serviceArea';

/** Spec 2 §9: the picker's map is 472 px high. */
export const PICKER_MAP_HEIGHT = 472;
export const NO_LOCATION_FOUND = 'No location found.';

interface LocationPickerProps {
  opened: boolean;
  value: PickedLocation | null;
  onClose: () => void;
  onSelect: (location: PickedLocation) => void;
}

/** The modal's content, mounted while it is open, so each opening starts from the form's location. */
function PickerBody({ value, onClose, onSelect }: Omit<LocationPickerProps, 'opened'>) {
  const [geocoder, setGeocoder] = useState<Geocoder>(offlineGeocoder);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PickedLocation[] | null>(null);
  const [chosen, setChosen] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ point: LatLng; key: number } | null>(null);
  const [searching, setSearching] = useState(false);

  /** Spec 2 §5: points outside the service area are refused with the server's message. */
  const allowed = (point: LatLng) => {
    setProblem(inServiceArea(point) ? null : LOCATION_OUTSIDE_AREA);
    return inServiceArea(point);
  };
  const showResult = (location: PickedLocation) => {
    setResults(null);
    if (!allowed(location)) return;
    setChosen(location);
    setFocus((previous) => ({ point: location, key: (previous?.key ?? 0) + 1 }));
  };
  const pick = async (clicked: LatLng) => {
    const point = roundPoint(clicked);
    if (allowed(point)) setChosen(await geocoder.reverse(point));
  };
  const search = async () => {
    if (!query.trim()) return;
    setSearching(true);
    try {
      const found = await geocoder.search(query);
      if (found.length === 1) showResult(found[0]);
      else setResults(found);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Stack gap="sm">
      {/* Not a <form>: the modal renders inside the job form, which React events would reach through the portal. */}
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Search"
          placeholder='Address, or "lat, lng"'
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void search();
          }}
          flex={1}
          data-testid="location-picker-search"
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} />}
          loading={searching}
          onClick={() => void search()}
        >
          Search
        </Button>
      </Group>
      {results?.length === 0 && <Text c="dimmed">{NO_LOCATION_FOUND}</Text>}
      {results && results.length > 1 && (
        <Stack gap={4} data-testid="location-picker-results">
          {results.map((result, index) => (
            <UnstyledButton key={index} onClick={() => showResult(result)}>
              <Text fw={600} size="sm">
                {result.name}
              </Text>
              <Text size="xs" c="dimmed">
                {result.formattedAddress}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      <LocationPickerMap
        selected={chosen}
        focus={focus}
        height={PICKER_MAP_HEIGHT}
        onPick={(point) => void pick(point)}
        onGeocoder={setGeocoder}
      />
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <Text size="sm" data-testid="location-picker-selected">
        {chosen ? `${chosen.name} (${pointText(chosen)})` : 'Click the map or search to choose the jobsite.'}
      </Text>
      <PickerFooter
        confirmLabel="Select Location"
        confirmDisabled={!chosen}
        onCancel={onClose}
        onConfirm={() => {
          if (chosen) onSelect(chosen);
          onClose();
        }}
      />
    </Stack>
  );
}

/**
 * Spec 2 §2 and spec 3 (the form renderer): "Select Jobsite Location": search an address or a "lat, lng" pair, or
 * click the map.
 */
export function LocationPicker({ opened, ...props }: LocationPickerProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Select Jobsite Location">
      {opened && <PickerBody {...props} />}
    </Modal>
  );
}
