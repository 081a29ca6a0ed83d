import type { ComponentProps } from 'react';
import { LazySelect } from './LazySelect';
import type { Option } from './Select';

const ALL = '*';

/** Its size (Mantine's style props): 200 px wide unless given; `flex` and `maw` to share a row of filters. */
type SizeProps = Pick<ComponentProps<typeof LazySelect>, 'w' | 'flex' | 'maw'>;

interface FilterSelectProps extends SizeProps {
  label: string;
  /** The first option, standing for no filter: "All Branches", "All Divisions" … */
  allLabel: string;
  options: Option[];
  /** The chosen id; none (or an empty one) is the "All …" option. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  testId: string;
  /** Shown while the typed search text is empty. */
  placeholder?: string;
}

/** A single-select filter whose first option, "All …", stands for no filter; its select loads when reached. */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  testId,
  placeholder,
  w = 200,
  ...size
}: FilterSelectProps) {
  const all = { id: ALL, value: allLabel };
  const withAll = [all, ...options];
  return (
    <LazySelect
      aria-label={label}
      placeholder={placeholder}
      options={withAll}
      value={withAll.find((option) => option.id === value) ?? all}
      onChange={(option) => onChange(!option || option.id === ALL ? undefined : option.id)}
      allowDeselect={false}
      w={w}
      {...size}
      data-testid={testId}
    />
  );
}
