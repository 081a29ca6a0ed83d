import { project, unproject, type Size, type View } from './mercator';
import classes from './OfflineMap.module.css';

/** Candidate spacings of the lines, in degrees, widest first. */
const STEPS = [
  30, 20, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05, 0.025, 0.01, 0.005, 0.0025, 0.001, 0.0005, 0.00025, 0.0001, 0.00005,
  0.000025, 0.00001,
];
/** Lines are at least this many pixels apart. */
const MIN_GAP = 110;

const decimals = (step: number) => (step >= 1 ? 0 : String(step).split('.')[1].length);

function degrees(value: number, step: number, [positive, negative]: [string, string]) {
  const text = Math.abs(value).toFixed(decimals(step));
  if (Number(text) === 0) return '0°';
  return `${text}°${value > 0 ? positive : negative}`;
}

/** Multiples of `step` between `from` and `to`. */
function multiples(from: number, to: number, step: number) {
  const first = Math.ceil(Math.min(from, to) / step);
  const last = Math.floor(Math.max(from, to) / step);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => (first + index) * step);
}

/** The meridians and parallels across the view, labelled along the top and left edges. */
export function Graticule({ view, size }: { view: View; size: Size }) {
  const centre = project(view.center, view.zoom);
  const left = centre.x - size.width / 2;
  const top = centre.y - size.height / 2;
  const topLeft = unproject({ x: left, y: top }, view.zoom);
  const bottomRight = unproject({ x: left + size.width, y: top + size.height }, view.zoom);
  const pixelsPerDegree = (256 * 2 ** view.zoom) / 360;
  const step = [...STEPS].reverse().find((candidate) => candidate * pixelsPerDegree >= MIN_GAP) ?? STEPS[0];

  const meridians = multiples(topLeft.lng, bottomRight.lng, step).map((lng) => ({
    lng,
    x: project({ lat: 0, lng }, view.zoom).x - left,
  }));
  const parallels = multiples(bottomRight.lat, topLeft.lat, step)
    .filter((lat) => Math.abs(lat) < 85)
    .map((lat) => ({ lat, y: project({ lat, lng: 0 }, view.zoom).y - top }));

  return (
    <svg className={classes.graticule} width={size.width} height={size.height} aria-hidden="true">
      {meridians.map(({ lng, x }) => (
        <g key={`m${lng}`}>
          <line x1={x} x2={x} y1={0} y2={size.height} />
          <text x={x + 4} y={16}>
            {degrees(lng, step, ['E', 'W'])}
          </text>
        </g>
      ))}
      {parallels.map(({ lat, y }) => (
        <g key={`p${lat}`}>
          <line x1={0} x2={size.width} y1={y} y2={y} />
          <text x={8} y={y - 4}>
            {degrees(lat, step, ['N', 'S'])}
          </text>
        </g>
      ))}
    </svg>
  );
}
