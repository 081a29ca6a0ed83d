import { Group, Switch, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

interface ToggleRowProps {
  label: string;
  tooltip: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  testId: string;
}

/** A permission switch with the tooltip explaining it. */
export function ToggleRow({ label, tooltip, checked, onChange, disabled, testId }: ToggleRowProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        data-testid={testId}
      />
      <Tooltip label={tooltip} multiline w={260} withArrow>
        <IconInfoCircle size={16} aria-label={tooltip} />
      </Tooltip>
    </Group>
  );
}
