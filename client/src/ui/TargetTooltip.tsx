import { Tooltip, type TooltipProps } from '@mantine/core';

/** The tooltip HoverTooltip.tsx loads on the first hover: Mantine's Tooltip on its `target`, opened by the caller. */
export default function TargetTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
