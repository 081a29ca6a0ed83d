import { ColorSwatch, Group, Input, Popover, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useId, useState } from 'react';
import { DROPDOWN_MAX_HEIGHT } from './Select';

/** A colour choice (spec 1 §3): `code` is a CSS colour. */
export interface ColourOption {
  id: string;
  name: string;
  code: string;
}

interface ColourPickerListProps {
  label?: string;
  colours: ColourOption[];
  value: ColourOption | null;
  onChange: (colour: ColourOption) => void;
  placeholder?: string;
}

/** A list of colour swatches with their names; it closes on a choice, a click outside or Escape. */
export function ColourPickerList({ label, colours, value, onChange, placeholder = 'Select' }: ColourPickerListProps) {
  const [opened, setOpened] = useState(false);
  const labelId = useId();
  // Escape closes the list wherever the focus is (the popover alone only listens inside its dropdown).
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') setOpened(false);
  });
  const choose = (colour: ColourOption) => {
    onChange(colour);
    setOpened(false);
  };
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" width="target" shadow="md">
        <Popover.Target popupType="listbox">
          <Input
            component="button"
            type="button"
            pointer
            aria-labelledby={label ? labelId : undefined}
            leftSection={value && <ColorSwatch color={value.code} size={16} />}
            onClick={() => setOpened((isOpen) => !isOpen)}
          >
            {value ? value.name : <Input.Placeholder>{placeholder}</Input.Placeholder>}
          </Input>
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <ScrollArea.Autosize mah={DROPDOWN_MAX_HEIGHT} type="auto">
            <div role="listbox" aria-labelledby={label ? labelId : undefined}>
              {colours.map((colour) => (
                <UnstyledButton
                  key={colour.id}
                  role="option"
                  aria-selected={colour.id === value?.id}
                  onClick={() => choose(colour)}
                  w="100%"
                  px="sm"
                  py={6}
                >
                  <Group gap="sm" wrap="nowrap">
                    <ColorSwatch color={colour.code} size={18} />
                    <Text size="sm">{colour.name}</Text>
                  </Group>
                </UnstyledButton>
              ))}
            </div>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
