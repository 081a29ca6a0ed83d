import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Graticule } from '../Graticule';
import type { Size, View } from '../mercator';
import classes from '../OfflineMap.module.css';
import { placeCityLabels } from './cityLabels';
import { drawGeography, placement } from './draw';
import type { Geography } from './outlines';

let loaded: Geography | null = null;
let loading: Promise<Geography> | null = null;

/** Where a canvas can be drawn on (not in jsdom): nothing to load elsewhere. */
const canDraw = () => document.createElement('canvas').getContext('2d') !== null;

/** The geography, fetched once per page load with the first map (about 270 KB gzipped). */
function useGeography(): Geography | null {
  const [geography, setGeography] = useState(loaded);
  useEffect(() => {
    if (geography || !canDraw()) return;
    let live = true;
    loading ??= import('./loadGeography').then(({ loadGeography }) => loadGeography());
    loading.then(
      (result) => {
        loaded = result;
        if (live) setGeography(result);
      },
      // Without it the map keeps its graticule; the next map tries again.
      () => {
        loading = null;
      },
    );
    return () => {
      live = false;
    };
  }, [geography]);
  return geography;
}

/**
 * The offline map's ground: land, coastlines, country, state and province borders on a canvas (redrawn per view,
 * simplified to the zoom), the labelled graticule, and the names of the largest cities that fit, as text.
 */
export function GeographyLayer({ view, size }: { view: View; size: Size }) {
  const geography = useGeography();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { zoom } = view;
  const { lat, lng } = view.center;
  const { width, height } = size;

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !geography) return;
    const ratio = window.devicePixelRatio || 1;
    const [pixelWidth, pixelHeight] = [Math.round(width * ratio), Math.round(height * ratio)];
    if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawGeography(context, geography, placement({ zoom, center: { lat, lng } }, { width, height }));
  }, [geography, zoom, lat, lng, width, height]);

  const labels = geography ? placeCityLabels(geography.cities, placement(view, size), zoom) : [];
  return (
    <>
      <canvas
        ref={canvasRef}
        className={classes.layer}
        style={{ width, height }}
        aria-hidden="true"
        data-testid="map-geography"
        data-ready={geography ? 'true' : undefined}
      />
      <Graticule view={view} size={size} />
      <svg className={classes.cities} width={width} height={height} aria-hidden="true">
        {labels.map(({ key, name, x, y, major }) => (
          <g key={key} data-testid="map-city" data-major={major || undefined}>
            <circle cx={x} cy={y} r={major ? 3.5 : 2.5} />
            <text x={x + 6} y={y + 4}>
              {name}
            </text>
          </g>
        ))}
      </svg>
    </>
  );
}
