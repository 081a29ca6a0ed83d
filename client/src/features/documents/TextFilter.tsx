import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './documentList';

/** A text filter whose value applies after 1 s without typing (spec 3 §5's search delay). */
export function TextFilter({
  label,
  value,
  onChange,
  testId,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  placeholder?: string;
}) {
  const [typed, setTyped] = useState(value);
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const applied = useRef(value);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    onChange(debounced);
  }, [debounced, onChange]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={placeholder ? <IconSearch size={16} /> : undefined}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}
