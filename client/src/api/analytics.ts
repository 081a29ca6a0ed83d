import { sendJson } from './http';
import { authorizedFetch } from './rest';

/** The analytics event names of spec 1 §9. */
export type AnalyticsEventName =
  | 'account permissions updated'
  | 'AI form generated'
  | 'asset availability date selected'
  | 'asset availability filtered'
  | 'asset availability job selected'
  | 'asset availability searched'
  | 'asset created'
  | 'asset document opened'
  | 'asset edit entered'
  | 'asset searched'
  | 'asset selected'
  | 'asset updated'
  | 'document added'
  | 'error page viewed'
  | 'form admin note added'
  | 'form bulk CSV downloaded'
  | 'form bulk PDF downloaded'
  | 'form CSV downloaded'
  | 'form edit entered'
  | 'form edited'
  | 'form filtered'
  | 'form PDF downloaded'
  | 'form status changed'
  | 'form viewed'
  | 'help center viewed'
  | 'image added'
  | 'invoice created'
  | 'invoice edit entered'
  | 'invoice edited'
  | 'invoice line item added'
  | 'invoice line item removed'
  | 'invoice PDF downloaded'
  | 'invoice status updated'
  | 'job asset map interacted'
  | 'job asset selected'
  | 'job asset selection entered'
  | 'job color updated'
  | 'job created'
  | 'job crew selected'
  | 'job crew selection entered'
  | 'job dashboard entered'
  | 'job date updated'
  | 'job deleted'
  | 'job details entered'
  | 'job details updated'
  | 'job document deleted'
  | 'job document failed'
  | 'job document opened'
  | 'job document uploaded'
  | 'job edited'
  | 'job notes updated'
  | 'job status updated'
  | 'login'
  | 'logout'
  | 'oops page viewed'
  | 'pricebook item created'
  | 'pricebook item creation entered'
  | 'pricebook item edit entered'
  | 'pricebook item failed'
  | 'pricebook item updated'
  | 'quote converted'
  | 'quote copied'
  | 'quote created'
  | 'quote edited'
  | 'task start time adjusted'
  | 'task end time adjusted'
  | 'user created'
  | 'user creation failed'
  | 'user creation started';

interface AnalyticsEvent {
  name: AnalyticsEventName;
  properties?: Record<string, unknown>;
  time: string;
}

/** The most events `POST /api/events` takes in one call. */
export const MAX_BATCH = 100;
const FLUSH_DELAY_MS = 5_000;

const queue: AnalyticsEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** Records an event; events are sent in batches, a few seconds later, when the page is hidden, or at 100. */
export function track(name: AnalyticsEventName, properties?: Record<string, unknown>) {
  queue.push({ name, properties, time: new Date().toISOString() });
  if (queue.length >= MAX_BATCH) void flushEvents();
  else flushTimer ??= setTimeout(() => void flushEvents(), FLUSH_DELAY_MS);
}

/** Sends every queued event. Analytics are best-effort: a batch that fails to send is dropped. */
export async function flushEvents(): Promise<void> {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    // keepalive lets the request outlive the page when it is being closed.
    await sendJson('POST', '/events', { events }, (input, init) =>
      authorizedFetch(input, { ...init, keepalive: true }),
    ).catch(() => undefined);
  }
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') void flushEvents();
});
window.addEventListener('pagehide', () => void flushEvents());
