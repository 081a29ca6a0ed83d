import { InfoWindowF, MarkerClustererF, MarkerF, type MarkerClustererProps } from '@react-google-maps/api';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AssetMapProps } from './AssetMap';
import { GoogleMapFrame, GoogleMapsScript } from '../../ui/map/GoogleMapFrame';
import {
  CLUSTER_MAX_ZOOM,
  DEFAULT_CENTER,
  FIT_BOUNDS_DELAY_MS,
  FIT_PADDING,
  GRID_SIZE,
  MAX_FIT_ZOOM,
  MAX_ZOOM,
  MIN_ZOOM,
} from '../../ui/map/mapSettings';
import { MarkerCard } from './MarkerCard';
import { clusterTone, FRESH_COLOUR, markerTone, STALE_COLOUR, type Tone } from './markerRules';
import type { LatLng } from '../../ui/map/mercator';
import type { AssetPosition } from './positions';

type Clusterer = Parameters<Extract<MarkerClustererProps['children'], (...args: never[]) => unknown>>[0];
const TONE_FILL: Record<Tone, string> = { grey: STALE_COLOUR, green: FRESH_COLOUR, gradient: 'url(#tone)' };
/** The clusterer picks its icon by a 1-based index into CLUSTER_STYLES. */
const CLUSTER_TONES: Tone[] = ['grey', 'gradient', 'green'];

const svgUrl = (svg: string) => `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;

const pinSvg = (tone: Tone) =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40">` +
      `<path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 39 14 39s13-15.6 13-25.2C27 6.7 21.2 1 14 1z" ` +
      `fill="${TONE_FILL[tone]}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`,
  );

const clusterSvg = (tone: Tone) =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 0 44 44"><defs>` +
      `<linearGradient id="tone" x1="0" y1="0" x2="1" y2="1"><stop offset="0.3" stop-color="${STALE_COLOUR}"/>` +
      `<stop offset="0.7" stop-color="${FRESH_COLOUR}"/></linearGradient></defs>` +
      `<circle cx="22" cy="22" r="19" fill="${TONE_FILL[tone]}" stroke="#fff" stroke-width="3"/></svg>`,
  );

/** The job site: a navy square pin, apart from the asset pins. */
const SITE_ICON = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="34" viewBox="0 0 24 34">` +
    `<path d="M2 2h20v20h-6l-4 10-4-10H2z" fill="#1B2A4A" stroke="#fff" stroke-width="2"/></svg>`,
);

const CLUSTER_STYLES = CLUSTER_TONES.map((tone) => ({
  url: clusterSvg(tone),
  width: 44,
  height: 44,
  textColor: '#ffffff',
  textSize: 13,
  fontWeight: '700',
}));

const samePlace = (members: AssetPosition[]) =>
  members.every(({ lat, lng }) => lat === members[0].lat && lng === members[0].lng);

interface Selection {
  markers: AssetPosition[];
  position: LatLng;
}

interface GoogleAssetMapProps extends AssetMapProps {
  apiKey: string;
  now: number;
  loader: ReactNode;
  /** Shown when the Maps script cannot load (bad key, no network). */
  fallback: ReactNode;
}

function ClusteredMarkers({
  clusterer,
  markers,
  now,
  assetOf,
  onSelect,
}: {
  clusterer: Clusterer;
  markers: AssetPosition[];
  now: number;
  assetOf: WeakMap<google.maps.Marker, AssetPosition>;
  onSelect: (selection: Selection) => void;
}) {
  const icons = useMemo(
    () => ({
      grey: { url: pinSvg('grey'), scaledSize: new google.maps.Size(28, 40), anchor: new google.maps.Point(14, 40) },
      green: { url: pinSvg('green'), scaledSize: new google.maps.Size(28, 40), anchor: new google.maps.Point(14, 40) },
    }),
    [],
  );
  // The markers join without redrawing; once they all know their asset, the clusters are drawn (and coloured).
  useEffect(() => clusterer.repaint(), [clusterer, markers]);
  return markers.map((asset) => (
    <MarkerF
      key={asset.id}
      position={asset}
      clusterer={clusterer}
      noClustererRedraw
      title={asset.assetName}
      icon={icons[markerTone(asset.lastSeen, now) === 'grey' ? 'grey' : 'green']}
      onLoad={(marker) => void assetOf.set(marker, asset)}
      onClick={() => onSelect({ markers: [asset], position: asset })}
    />
  ));
}

function LoadedMap({
  markers,
  initialView,
  now,
  label,
  site,
}: Omit<GoogleAssetMapProps, 'apiKey' | 'loader' | 'fallback'>) {
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  // Given once: a changing centre prop would pull the map back on every render.
  const [start] = useState(() => initialView ?? { center: DEFAULT_CENTER, zoom: MIN_ZOOM });
  const assetOf = useRef(new WeakMap<google.maps.Marker, AssetPosition>()).current;

  const sitePosition = site?.position;
  useEffect(() => {
    if (!map || initialView || (markers.length === 0 && !sitePosition)) return;
    const timer = setTimeout(() => {
      const bounds = new google.maps.LatLngBounds();
      markers.forEach((asset) => bounds.extend(asset));
      if (sitePosition) bounds.extend(sitePosition);
      google.maps.event.addListenerOnce(map, 'idle', () => {
        if ((map.getZoom() ?? 0) > MAX_FIT_ZOOM) map.setZoom(MAX_FIT_ZOOM);
      });
      map.fitBounds(bounds, FIT_PADDING);
    }, FIT_BOUNDS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [map, initialView, markers, sitePosition]);

  const clustererOptions = useMemo(
    () => ({
      maxZoom: CLUSTER_MAX_ZOOM,
      gridSize: GRID_SIZE,
      averageCenter: true,
      zoomOnClick: false,
      styles: CLUSTER_STYLES,
      calculator: (members: google.maps.Marker[]) => {
        const assets = members.flatMap((marker) => assetOf.get(marker) ?? []);
        return {
          text: String(members.length),
          index: CLUSTER_TONES.indexOf(clusterTone(assets, now)) + 1,
          title: `Cluster of ${members.length} assets`,
        };
      },
    }),
    [assetOf, now],
  );

  const openCluster = (cluster: {
    getMarkers: () => google.maps.Marker[];
    getBounds: () => google.maps.LatLngBounds | null;
  }) => {
    const members = cluster.getMarkers().flatMap((marker) => assetOf.get(marker) ?? []);
    const bounds = cluster.getBounds();
    if (!map || members.length === 0) return;
    if ((map.getZoom() ?? 0) >= MAX_ZOOM || samePlace(members) || !bounds) {
      setSelection({ markers: members, position: members[0] });
    } else {
      map.fitBounds(bounds, FIT_PADDING);
    }
  };

  return (
    <GoogleMapFrame
      label={label}
      center={start.center}
      zoom={start.zoom}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      onClick={() => setSelection(null)}
    >
      <MarkerClustererF options={clustererOptions} onClick={openCluster}>
        {(clusterer) => (
          <ClusteredMarkers
            clusterer={clusterer}
            markers={markers}
            now={now}
            assetOf={assetOf}
            onSelect={setSelection}
          />
        )}
      </MarkerClustererF>
      {site && <MarkerF position={site.position} title={site.label} icon={SITE_ICON} zIndex={0} />}
      {selection && (
        <InfoWindowF position={selection.position} onCloseClick={() => setSelection(null)}>
          <MarkerCard markers={selection.markers} now={now} />
        </InfoWindowF>
      )}
    </GoogleMapFrame>
  );
}

/** The asset map on Google Maps: satellite (hybrid) or map (roadmap), clustered markers, a card per marker. */
export default function GoogleAssetMap({ apiKey, loader, fallback, ...props }: GoogleAssetMapProps) {
  return (
    <GoogleMapsScript apiKey={apiKey} loader={loader} fallback={fallback}>
      <LoadedMap {...props} />
    </GoogleMapsScript>
  );
}
