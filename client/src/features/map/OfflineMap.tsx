import { ActionIcon, Box, Paper, Stack, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { IconFocus2 } from '@tabler/icons-react';
import {
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { MapBackdrop } from '../../ui/map/MapBackdrop';
import { clusterByGrid, type GridCluster } from './gridClusters';
import {
  clampZoom,
  CLUSTER_MAX_ZOOM,
  DEFAULT_CENTER,
  FIT_PADDING,
  GRID_SIZE,
  MAX_FIT_ZOOM,
  MAX_ZOOM,
  MIN_HEIGHT,
  MIN_SEPARATION,
  MIN_ZOOM,
} from '../../ui/map/mapSettings';
import { MarkerCard } from './MarkerCard';
import { clusterTone, markerTone, TONE_BACKGROUND, type Tone } from './markerRules';
import {
  fitView,
  panBy,
  project,
  zoomAround,
  type LatLng,
  type Point,
  type Size,
  type View,
} from '../../ui/map/mercator';
import classes from '../../ui/map/OfflineMap.module.css';
import type { MapSite } from './AssetMap';
import type { AssetPosition } from './positions';
import type { TileSource } from '../../ui/map/useMapSource';
import { ZoomButtons } from '../../ui/map/ZoomButtons';

/** Until the frame is measured (and where nothing is, as in tests), the map assumes this size. */
const ASSUMED_SIZE: Size = { width: 800, height: MIN_HEIGHT };
/** Arrow keys pan this many pixels. */
const PAN_STEP = 100;
/** Wheel events closer than this make one zoom step, so a trackpad swipe does not race through the levels. */
const WHEEL_STEP_MS = 200;
/** A press that moves less than this many pixels is a click, not a drag. */
const CLICK_SLOP = 4;
/** Markers this far outside the frame are not drawn. */
const CULL_MARGIN = 60;

export interface OfflineMapProps {
  markers: AssetPosition[];
  /** A fixed starting view; without it the map fits the markers (and the site). */
  initialView?: View;
  now: number;
  label: string;
  site?: MapSite | null;
  /** The server's tile server; without one the offline geography. */
  tiles: TileSource | null;
}

const samePlace = (members: LatLng[]) =>
  members.every(({ lat, lng }) => lat === members[0].lat && lng === members[0].lng);
const toneStyle = (tone: Tone) => ({ '--marker-tone': TONE_BACKGROUND[tone] }) as CSSProperties;

/**
 * The map without a Google Maps key: our own Web-Mercator map on the offline geography or the server's raster
 * tiles (MapBackdrop), markers clustered by screen grid, zoom buttons, wheel and keyboard zoom, drag to pan and a card per marker.
 */
export function OfflineMap({ markers, initialView, now, label, site, tiles }: OfflineMapProps) {
  const { ref: sizeRef, width, height } = useElementSize();
  const frameRef = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(sizeRef, frameRef);
  const size = useMemo(() => (width > 0 && height > 0 ? { width, height } : ASSUMED_SIZE), [width, height]);

  // The fitted view follows the frame's size and the markers until the user moves the map.
  const markerKey = markers.map(({ id }) => id).join();
  const sitePosition = site?.position;
  const fitted = useMemo(
    () =>
      initialView ??
      fitView(sitePosition ? [...markers, sitePosition] : markers, size, {
        minZoom: MIN_ZOOM,
        maxZoom: MAX_FIT_ZOOM,
        padding: FIT_PADDING,
      }) ?? { center: DEFAULT_CENTER, zoom: MIN_ZOOM },
    [initialView, markers, sitePosition, size],
  );
  const [moved, setMoved] = useState<{ markerKey: string; view: View } | null>(null);
  const view = moved?.markerKey === markerKey ? moved.view : fitted;
  const move = (next: View) => setMoved({ markerKey, view: { ...next, zoom: clampZoom(next.zoom) } });

  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const selected = markers.filter(({ id }) => selectedIds.includes(id));

  const clusters = useMemo(
    () =>
      clusterByGrid(markers, view.zoom, {
        gridSize: GRID_SIZE,
        maxZoom: CLUSTER_MAX_ZOOM,
        minSeparation: MIN_SEPARATION,
      }),
    [markers, view.zoom],
  );
  const centre = project(view.center, view.zoom);
  const toScreen = (position: LatLng): Point => {
    const point = project(position, view.zoom);
    return { x: point.x - centre.x + size.width / 2, y: point.y - centre.y + size.height / 2 };
  };
  const inFrame = (at: Point) =>
    at.x > -CULL_MARGIN && at.x < size.width + CULL_MARGIN && at.y > -CULL_MARGIN && at.y < size.height + CULL_MARGIN;
  const siteAt = site && toScreen(site.position);
  const visible = clusters
    .map((cluster) => ({ cluster, at: toScreen(cluster.center) }))
    .filter(({ at }) => inFrame(at))
    // Southern markers overlap northern ones, as on a paper map.
    .sort((a, b) => a.at.y - b.at.y);

  const zoomBy = (step: number, anchor: Point = { x: 0, y: 0 }) => {
    const zoom = clampZoom(view.zoom + step);
    if (zoom !== view.zoom) move(zoomAround(view, zoom, anchor));
  };

  /** A cluster opens up by zooming to its members; one that cannot (same spot, or the deepest zoom) lists them. */
  const openCluster = ({ members }: GridCluster<AssetPosition>) => {
    if (view.zoom >= MAX_ZOOM || samePlace(members)) {
      setSelectedIds(members.map(({ id }) => id));
      return;
    }
    const spread = fitView(members, size, { minZoom: view.zoom + 1, maxZoom: MAX_ZOOM, padding: FIT_PADDING });
    if (spread) move(spread);
  };

  const drag = useRef<{ from: Point; view: View } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a, [data-map-overlay]')) return;
    drag.current = { from: { x: event.clientX, y: event.clientY }, view };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const { from, view: start } = drag.current;
    move(panBy(start, { x: event.clientX - from.x, y: event.clientY - from.y }));
  };
  /** A click on the map itself (a press without a drag) closes the card. */
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current?.from;
    drag.current = null;
    if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) < CLICK_SLOP) setSelectedIds([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, Point> = {
      ArrowLeft: { x: PAN_STEP, y: 0 },
      ArrowRight: { x: -PAN_STEP, y: 0 },
      ArrowUp: { x: 0, y: PAN_STEP },
      ArrowDown: { x: 0, y: -PAN_STEP },
    };
    const zooms: Record<string, number> = { '+': 1, '=': 1, '-': -1 };
    if (pans[event.key]) move(panBy(view, pans[event.key]));
    else if (zooms[event.key]) zoomBy(zooms[event.key]);
    else return;
    event.preventDefault();
  };

  // Like Google's "auto" gestures: the wheel zooms when the page cannot scroll, else only with Ctrl (or ⌘), so
  // scrolling a long page never gets stuck on the map. React listens to wheel events passively; this one must
  // be able to stop the page from scrolling under the map.
  const lastWheel = useRef(0);
  const onWheel = useEffectEvent((event: WheelEvent) => {
    const pageScrolls = document.documentElement.scrollHeight > window.innerHeight;
    if (pageScrolls && !event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    if (event.timeStamp - lastWheel.current < WHEEL_STEP_MS || event.deltaY === 0) return;
    lastWheel.current = event.timeStamp;
    const frame = frameRef.current!.getBoundingClientRect();
    zoomBy(event.deltaY < 0 ? 1 : -1, {
      x: event.clientX - frame.left - frame.width / 2,
      y: event.clientY - frame.top - frame.height / 2,
    });
  });
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const listener = (event: WheelEvent) => onWheel(event);
    frame.addEventListener('wheel', listener, { passive: false });
    return () => frame.removeEventListener('wheel', listener);
  }, []);

  return (
    <div
      ref={ref}
      className={classes.frame}
      role="region"
      aria-roledescription="map"
      aria-label={label}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={onKeyDown}
      data-testid="offline-map"
      data-zoom={view.zoom}
    >
      <MapBackdrop view={view} size={size} tiles={tiles} />
      {site && siteAt && inFrame(siteAt) && (
        <div
          className={classes.site}
          style={{ left: siteAt.x, top: siteAt.y }}
          role="img"
          aria-label={site.label}
          title={site.label}
          data-testid="map-site"
        />
      )}
      {visible.map(({ cluster, at }) => {
        const position = { left: at.x, top: at.y };
        if (cluster.members.length === 1) {
          const [asset] = cluster.members;
          const tone = markerTone(asset.lastSeen, now);
          return (
            <button
              key={asset.id}
              type="button"
              className={classes.marker}
              style={{ ...position, ...toneStyle(tone) }}
              aria-label={asset.assetName}
              title={asset.assetName}
              aria-pressed={selectedIds.includes(asset.id)}
              data-tone={tone}
              data-testid="map-marker"
              onClick={() => setSelectedIds([asset.id])}
            />
          );
        }
        const tone = clusterTone(cluster.members, now);
        const count = cluster.members.length;
        return (
          <button
            key={cluster.key}
            type="button"
            className={classes.cluster}
            style={
              {
                ...position,
                ...toneStyle(tone),
                '--cluster-size': `${Math.min(56, 32 + 4 * Math.log2(count))}px`,
              } as CSSProperties
            }
            aria-label={`Cluster of ${count} assets`}
            title={`${count} assets`}
            data-tone={tone}
            data-testid="map-cluster"
            onClick={() => openCluster(cluster)}
          >
            {count}
          </button>
        );
      })}
      {selected.length > 0 && (
        <Box className={classes.card} data-map-overlay>
          <MarkerCard markers={selected} now={now} onClose={() => setSelectedIds([])} />
        </Box>
      )}
      {markers.length === 0 && (
        <Paper className={classes.empty} shadow="sm" p="md" data-map-overlay>
          <Text c="dimmed">No assets with a location yet.</Text>
        </Paper>
      )}
      <Stack className={classes.controls} gap={6} data-map-overlay>
        <ZoomButtons zoom={view.zoom} onZoom={zoomBy} />
        {!initialView && (markers.length > 0 || site) && (
          <ActionIcon variant="default" size="lg" aria-label="Show all assets" onClick={() => setMoved(null)}>
            <IconFocus2 size={18} />
          </ActionIcon>
        )}
      </Stack>
    </div>
  );
}
