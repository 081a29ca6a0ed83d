import { MarkerF } from '@react-google-maps/api';
import { useEffect, useState, type ReactNode } from 'react';
import { GoogleMapFrame, GoogleMapsScript } from '../map/GoogleMapFrame';
import { DEFAULT_CENTER, MIN_ZOOM } from '../map/mapSettings';
import type { LatLng } from '../map/mercator';
import type { PickerMapProps } from './LocationPickerMap';
import { FOCUS_ZOOM } from './LocationPickerOfflineMap';
import { parseLatLng, pointLocation, type Geocoder, type PickedLocation } from './LocationPickerSearch';

/** Google's result as a place: named by the first part of its address ("1600 Main St"). */
const toLocation = (result: google.maps.GeocoderResult, point?: LatLng): PickedLocation => ({
  name: result.formatted_address.split(',')[0],
  formattedAddress: result.formatted_address,
  lat: point?.lat ?? result.geometry.location.lat(),
  lng: point?.lng ?? result.geometry.location.lng(),
});

/** Address search and reverse geocoding through Google; a point Google cannot name is named by its coordinates. */
function googleGeocoder(geocoder: google.maps.Geocoder): Geocoder {
  const reverse = async (point: LatLng) => {
    try {
      const { results } = await geocoder.geocode({ location: point });
      return results[0] ? toLocation(results[0], point) : pointLocation(point);
    } catch {
      return pointLocation(point);
    }
  };
  const search = async (text: string) => {
    const point = parseLatLng(text);
    if (point) return [await reverse(point)];
    try {
      const { results } = await geocoder.geocode({ address: text });
      return results.map((result) => toLocation(result));
    } catch {
      // Google answers "no results" by failing.
      return [];
    }
  };
  return { search, reverse };
}

interface GoogleProps extends PickerMapProps {
  apiKey: string;
  loader: ReactNode;
  /** Shown when the Maps script cannot load (bad key, no network). */
  fallback: ReactNode;
  onGeocoder: (geocoder: Geocoder) => void;
}

function LoadedMap({
  selected,
  focus,
  height,
  onPick,
  onGeocoder,
}: Omit<GoogleProps, 'apiKey' | 'loader' | 'fallback'>) {
  const [map, setMap] = useState<google.maps.Map | null>(null);
  // Given once: a changing centre prop would pull the map back on every render.
  const [start] = useState(() => ({
    center: selected ?? DEFAULT_CENTER,
    zoom: selected ? FOCUS_ZOOM : MIN_ZOOM,
  }));

  useEffect(() => {
    if (!map || !focus) return;
    map.panTo(focus.point);
    map.setZoom(FOCUS_ZOOM);
  }, [map, focus]);

  return (
    <GoogleMapFrame
      label="Jobsite map"
      height={height}
      center={start.center}
      zoom={start.zoom}
      options={{ draggableCursor: 'crosshair' }}
      onLoad={(loaded) => {
        setMap(loaded);
        onGeocoder(googleGeocoder(new google.maps.Geocoder()));
      }}
      onUnmount={() => setMap(null)}
      onClick={({ latLng }) => latLng && onPick({ lat: latLng.lat(), lng: latLng.lng() })}
    >
      {selected && <MarkerF position={selected} title="Selected location" />}
    </GoogleMapFrame>
  );
}

/** The picker's map on Google Maps: satellite (hybrid) or map (roadmap), a click picks a point. */
export default function LocationPickerGoogleMap({ apiKey, loader, fallback, ...props }: GoogleProps) {
  return (
    <GoogleMapsScript apiKey={apiKey} loader={loader} fallback={fallback}>
      <LoadedMap {...props} />
    </GoogleMapsScript>
  );
}
