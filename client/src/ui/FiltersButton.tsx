import { Badge, Button, type ButtonProps } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

type FiltersButtonProps = ButtonProps &
  ComponentPropsWithoutRef<'button'> & {
    /** The filters in use, shown beside the label when any. */
    count: number;
    countTestId: string;
  };

/** A list's Filters button, its filters popover's target (the quote list, the price book). */
export function FiltersButton({ count, countTestId, ...props }: FiltersButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconFilter size={16} />}
      rightSection={
        count > 0 && (
          <Badge size="sm" circle data-testid={countTestId}>
            {count}
          </Badge>
        )
      }
      {...props}
    >
      Filters
    </Button>
  );
}
