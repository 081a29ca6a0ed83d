import { project, type Size, type View } from '../mercator';
import type { Geography, Outline } from './outlines';

/** Where a view puts the world pixels of zoom 0: on screen at `world × scale − offset`. */
export interface Placement {
  scale: number;
  offsetX: number;
  offsetY: number;
  width: number;
  height: number;
}

export function placement(view: View, size: Size): Placement {
  const centre = project(view.center, view.zoom);
  return {
    scale: 2 ** view.zoom,
    offsetX: centre.x - size.width / 2,
    offsetY: centre.y - size.height / 2,
    width: size.width,
    height: size.height,
  };
}

/** What an outline is traced into: a canvas context, or a recorder in tests. */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

/**
 * Points closer than this many pixels on screen make one: the outlines simplify as the map zooms out, so a
 * continent at zoom 4 costs a few thousand segments, not its tens of thousands of points.
 */
export const MIN_STEP = 1.5;

export function isVisible(outline: Outline, { scale, offsetX, offsetY, width, height }: Placement): boolean {
  return (
    outline.maxX * scale - offsetX >= 0 &&
    outline.minX * scale - offsetX <= width &&
    outline.maxY * scale - offsetY >= 0 &&
    outline.minY * scale - offsetY <= height
  );
}

/** Traces the outline in screen pixels, skipping points within MIN_STEP of the last one drawn; the segment count. */
export function traceOutline(
  sink: PathSink,
  outline: Outline,
  { scale, offsetX, offsetY }: Placement,
  closed: boolean,
) {
  const { points } = outline;
  const last = points.length - 2;
  let [px, py] = [points[0] * scale - offsetX, points[1] * scale - offsetY];
  sink.moveTo(px, py);
  let segments = 0;
  for (let index = 2; index <= last; index += 2) {
    const x = points[index] * scale - offsetX;
    const y = points[index + 1] * scale - offsetY;
    if (index < last && Math.abs(x - px) + Math.abs(y - py) < MIN_STEP) continue;
    sink.lineTo(x, y);
    [px, py] = [x, y];
    segments++;
  }
  if (closed) sink.closePath();
  return segments;
}

const STYLE = {
  land: '#f7f4ec',
  coast: '#9db3c6',
  country: '#7d8a99',
  region: '#aeb7c2',
};

function tracePaths(context: CanvasRenderingContext2D, outlines: Outline[], at: Placement, closed: boolean) {
  context.beginPath();
  for (const outline of outlines) if (isVisible(outline, at)) traceOutline(context, outline, at, closed);
}

/** Land on the (CSS) sea, coastlines, state and province borders dashed, and country borders on top. */
export function drawGeography(context: CanvasRenderingContext2D, geography: Geography, at: Placement) {
  context.clearRect(0, 0, at.width, at.height);
  context.lineJoin = 'round';
  tracePaths(context, geography.land, at, true);
  context.fillStyle = STYLE.land;
  context.fill('evenodd');
  context.strokeStyle = STYLE.coast;
  context.lineWidth = 1;
  context.stroke();

  tracePaths(context, geography.regionBorders, at, false);
  context.strokeStyle = STYLE.region;
  context.setLineDash([4, 3]);
  context.stroke();
  context.setLineDash([]);

  tracePaths(context, geography.countryBorders, at, false);
  context.strokeStyle = STYLE.country;
  context.lineWidth = 1.25;
  context.stroke();
}
