/** Spec 2 §2, §9: a marker is stale when its asset was last seen 12 or more hours ago. */
export const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

export type Tone = 'grey' | 'gradient' | 'green';

type Instant = Date | string | number;

/** Stale when never seen, seen 12 hours ago or more, or seen at a time that cannot be read. */
export function isStale(lastSeen: Instant | null, now: Instant): boolean {
  if (lastSeen === null) return true;
  const age = new Date(now).getTime() - new Date(lastSeen).getTime();
  return !(age < STALE_AFTER_MS);
}

/** A single marker: grey when stale, else green. */
export const markerTone = (lastSeen: Instant | null, now: Instant): Tone => (isStale(lastSeen, now) ? 'grey' : 'green');

/** A cluster: grey when every marker is stale, a gradient when some are, green when none is. */
export function clusterTone(markers: readonly { lastSeen: Instant | null }[], now: Instant): Tone {
  const stale = markers.filter((marker) => isStale(marker.lastSeen, now)).length;
  if (stale === markers.length) return 'grey';
  return stale > 0 ? 'gradient' : 'green';
}

export const STALE_COLOUR = '#868e96';
export const FRESH_COLOUR = '#2f9e44';

/** The CSS background of each tone. */
export const TONE_BACKGROUND: Record<Tone, string> = {
  grey: STALE_COLOUR,
  green: FRESH_COLOUR,
  gradient: `linear-gradient(135deg, ${STALE_COLOUR} 30%, ${FRESH_COLOUR} 70%)`,
};
