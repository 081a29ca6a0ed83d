import { Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import { MapBackdrop } from '../map/MapBackdrop';
import { clampZoom, DEFAULT_CENTER, MIN_ZOOM } from '../map/mapSettings';
import { panBy, project, unproject, type LatLng, type Point, type View } from '../map/mercator';
import { ZoomButtons } from '../map/ZoomButtons';
import classes from '../map/OfflineMap.module.css';
import type { TileSource } from '../map/useMapSource';
import type { PickerMapProps } from './LocationPickerMap';

/** The pin's colour. */
const PIN_COLOUR = '#E03131';
/** A chosen place is shown this close: streets apart. */
export const FOCUS_ZOOM = 15;
/** Until the frame is measured (and where nothing is, as in tests), the map assumes this width. */
const ASSUMED_WIDTH = 800;
/** A press that moves less than this many pixels is a click (a pick), not a drag. */
const CLICK_SLOP = 4;

/**
 * The picker's map without a Google Maps key: the offline geography or the server's tiles (ui/map), dragged to pan,
 * zoomed with its buttons, and clicked to pick a point, which a pin marks.
 */
export function LocationPickerOfflineMap({
  selected,
  focus,
  height,
  onPick,
  tiles,
}: PickerMapProps & { tiles: TileSource | null }) {
  const { ref, width: measured } = useElementSize();
  const size = { width: measured || ASSUMED_WIDTH, height };

  // The view follows each new focus (a search result) until the user moves the map.
  const focusView: View = focus
    ? { center: focus.point, zoom: FOCUS_ZOOM }
    : { center: selected ?? DEFAULT_CENTER, zoom: selected ? FOCUS_ZOOM : MIN_ZOOM };
  const focusKey = focus?.key ?? 0;
  const [moved, setMoved] = useState<{ focusKey: number; view: View } | null>(null);
  const view = moved?.focusKey === focusKey ? moved.view : focusView;
  const move = (next: View) => setMoved({ focusKey, view: { ...next, zoom: clampZoom(next.zoom) } });

  const centre = project(view.center, view.zoom);
  const toScreen = (position: LatLng): Point => {
    const point = project(position, view.zoom);
    return { x: point.x - centre.x + size.width / 2, y: point.y - centre.y + size.height / 2 };
  };

  const press = useRef<{ from: Point; view: View; dragged: boolean } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    press.current = { from: { x: event.clientX, y: event.clientY }, view, dragged: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!press.current) return;
    const delta = { x: event.clientX - press.current.from.x, y: event.clientY - press.current.from.y };
    if (Math.hypot(delta.x, delta.y) < CLICK_SLOP && !press.current.dragged) return;
    press.current.dragged = true;
    move(panBy(press.current.view, delta));
  };
  /** A click that did not drag picks the point under the pointer. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const dragged = press.current?.dragged ?? false;
    press.current = null;
    if (dragged || (event.target as Element).closest('button')) return;
    const frame = event.currentTarget.getBoundingClientRect();
    onPick(
      unproject(
        {
          x: centre.x + event.clientX - frame.left - size.width / 2,
          y: centre.y + event.clientY - frame.top - size.height / 2,
        },
        view.zoom,
      ),
    );
  };

  const pin = selected && toScreen(selected);
  return (
    <div
      ref={ref}
      className={classes.frame}
      style={{ height, minHeight: height }}
      role="region"
      aria-roledescription="map"
      aria-label="Jobsite map"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onClick={onClick}
      data-testid="location-picker-map"
      data-zoom={view.zoom}
    >
      <MapBackdrop view={view} size={size} tiles={tiles} />
      {pin && (
        <span
          className={classes.marker}
          style={{ left: pin.x, top: pin.y, '--marker-tone': PIN_COLOUR, cursor: 'auto' } as CSSProperties}
          aria-label="Selected location"
          role="img"
        />
      )}
      <Stack className={classes.controls} gap={6}>
        <ZoomButtons zoom={view.zoom} onZoom={(step) => move({ ...view, zoom: view.zoom + step })} />
      </Stack>
    </div>
  );
}
