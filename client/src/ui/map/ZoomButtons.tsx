import { ActionIcon } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAX_ZOOM, MIN_ZOOM } from './mapSettings';

/** The offline maps' zoom in and out buttons, each disabled at its zoom limit. */
export function ZoomButtons({ zoom, onZoom }: { zoom: number; onZoom: (step: 1 | -1) => void }) {
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom in"
        disabled={zoom >= MAX_ZOOM}
        onClick={() => onZoom(1)}
      >
        <IconPlus size={18} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom out"
        disabled={zoom <= MIN_ZOOM}
        onClick={() => onZoom(-1)}
      >
        <IconMinus size={18} />
      </ActionIcon>
    </>
  );
}
