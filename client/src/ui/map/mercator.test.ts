import { describe, expect, it } from '@jest/globals';
import { fitView, panBy, project, unproject, zoomAround } from './mercator';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const PHOENIX = { lat: 33.4484, lng: -112.074 };
const BOULDER = { lat: 40.015, lng: -105.2705 };
const OPTIONS = { minZoom: 4, maxZoom: 22, padding: 0 };

const expectClose = (actual: { lat: number; lng: number }, expected: { lat: number; lng: number }) => {
  expect(actual.lat).toBeCloseTo(expected.lat, 6);
  expect(actual.lng).toBeCloseTo(expected.lng, 6);
};

describe('project / unproject', () => {
  it('puts (0, 0) at the middle of the world and doubles the world per zoom level', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 180 }, 1)).toEqual({ x: 512, y: 256 });
    const north = project({ lat: 85.05112878, lng: -180 }, 0);
    expect(north.x).toBe(0);
    expect(north.y).toBeCloseTo(0, 6);
  });

  it('round-trips a position at any zoom', () => {
    for (const zoom of [0, 4, 15, 22]) expectClose(unproject(project(DENVER, zoom), zoom), DENVER);
  });
});

describe('fitView', () => {
  it('is null without positions', () => {
    expect(fitView([], { width: 800, height: 450 }, OPTIONS)).toBeNull();
  });

  it('chooses the closest whole zoom at which every position fits, centred on them', () => {
    const view = fitView([DENVER, PHOENIX], { width: 800, height: 450 }, OPTIONS)!;
    const span = (zoom: number) => {
      const [a, b] = [project(DENVER, zoom), project(PHOENIX, zoom)];
      return { x: Math.abs(a.x - b.x), y: Math.abs(a.y - b.y) };
    };
    expect(span(view.zoom).y).toBeLessThanOrEqual(450);
    expect(span(view.zoom).x).toBeLessThanOrEqual(800);
    expect(span(view.zoom + 1).y > 450 || span(view.zoom + 1).x > 800).toBe(true);
    const middle = project(view.center, view.zoom);
    const [a, b] = [project(DENVER, view.zoom), project(PHOENIX, view.zoom)];
    expect(middle.x).toBeCloseTo((a.x + b.x) / 2, 6);
    expect(middle.y).toBeCloseTo((a.y + b.y) / 2, 6);
  });

  it('keeps the padding free and stays within the zoom range', () => {
    const square = { width: 400, height: 400 };
    const tight = fitView([DENVER, BOULDER], square, OPTIONS)!;
    // 100 px on each side halves the room: one zoom level less.
    const padded = fitView([DENVER, BOULDER], square, { ...OPTIONS, padding: 100 })!;
    expect(tight.zoom).toBe(10);
    expect(padded.zoom).toBe(9);
    expect(fitView([DENVER], { width: 800, height: 450 }, { ...OPTIONS, maxZoom: 15 })!.zoom).toBe(15);
    const world = fitView(
      [
        { lat: 60, lng: -170 },
        { lat: -50, lng: 170 },
      ],
      { width: 800, height: 450 },
      OPTIONS,
    )!;
    expect(world.zoom).toBe(4);
  });
});

describe('zoomAround and panBy', () => {
  it('keeps the position under the anchor in place while zooming', () => {
    const view = { center: DENVER, zoom: 10 };
    const anchor = { x: 120, y: -80 };
    const before = project(view.center, view.zoom);
    const underAnchor = unproject({ x: before.x + anchor.x, y: before.y + anchor.y }, view.zoom);
    const zoomed = zoomAround(view, 11, anchor);
    const after = project(zoomed.center, 11);
    expectClose(unproject({ x: after.x + anchor.x, y: after.y + anchor.y }, 11), underAnchor);
    expect(zoomed.zoom).toBe(11);
    expectClose(zoomAround(view, 12, { x: 0, y: 0 }).center, DENVER);
  });

  it('moves the centre against the drag', () => {
    const view = { center: DENVER, zoom: 8 };
    const moved = panBy(view, { x: 100, y: 50 });
    const [before, after] = [project(view.center, 8), project(moved.center, 8)];
    expect(after.x).toBeCloseTo(before.x - 100, 6);
    expect(after.y).toBeCloseTo(before.y - 50, 6);
    expect(moved.zoom).toBe(8);
  });
});
