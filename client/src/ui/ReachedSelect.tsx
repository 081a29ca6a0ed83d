import { useReachedControl, type Reach } from './LoadOnReach';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';
import { Select, type SelectProps } from './Select';

/** The select LazySelect.tsx loads when the user reaches for its stand-in. */
export default function ReachedSelect({ reached, ...props }: SelectProps & { reached: Reach }) {
  return <Select ref={useReachedControl<HTMLInputElement>(reached)} {...props} />;
}

/** The multi-select LazyMultiSelect loads when the user reaches for its stand-in. */
export function ReachedMultiSelect({ reached, ...props }: MultiSelectProps & { reached: Reach }) {
  return <MultiSelect ref={useReachedControl<HTMLInputElement>(reached)} {...props} />;
}
