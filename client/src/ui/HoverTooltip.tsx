import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type ComponentType,
  lazy,
  Suspense,
  useState,
  type PointerEvent,
  type ReactElement,
} from 'react';

// A tooltip that cannot be loaded is none: the element and its accessible name are there without it.
const TargetTooltip = lazy<ComponentType<TooltipProps>>(() =>
  import('./TargetTooltip').catch(() => ({ default: () => null })),
);

interface ChildProps {
  ref?: (element: HTMLElement | null) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

export interface HoverTooltipProps extends Omit<TooltipProps, 'children' | 'target' | 'opened'> {
  /** The element the tooltip is for: one element that takes a ref (its own is replaced) and pointer handlers. */
  children: ReactElement<ChildProps>;
}

/**
 * Mantine's Tooltip as it shows by default (on the mouse's hover, not on touch or focus), loaded with the first
 * hover rather than with the page (docs/performance.md, "Measured in a browser"): Tooltip with floating-ui is about
 * 20 KiB. The element stays the element it is (the Tooltip is put beside it, on its `target`), so a press while the
 * tooltip loads reaches it; the tooltip shows once loaded if the mouse is still over the element.
 */
export function HoverTooltip({ children, ...tooltip }: HoverTooltipProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [wanted, setWanted] = useState(false);
  const own = children.props;
  const target = cloneElement(children, {
    ref: setElement,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      setWanted(true);
      setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setHovered(false);
    },
  });
  return (
    <>
      {target}
      {wanted && (
        <Suspense fallback={null}>
          <TargetTooltip {...tooltip} target={element} opened={hovered} />
        </Suspense>
      )}
    </>
  );
}
