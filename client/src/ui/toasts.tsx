import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorMessage } from '../api/errors';

type Tone = 'success' | 'error';
interface RecentToast {
  tone: Tone;
  message: string;
  at: number;
}

/** Toasts younger than this still show after a full page load (see carryToastsAcrossLoad). */
const CARRY_MS = 4000;
const CARRIED_KEY = 'groundcrew.carriedToasts';
let recent: RecentToast[] = [];

function show(tone: Tone, message: string) {
  const icon = tone === 'success' ? <IconCheck size={18} /> : <IconX size={18} />;
  notifications.show({ color: tone === 'success' ? 'green' : 'red', message, icon });
  const now = Date.now();
  recent = [...recent.filter((toast) => now - toast.at < CARRY_MS), { tone, message, at: now }];
}

export function showSuccessToast(message: string) {
  show('success', message);
}

export function showErrorToast(message: string) {
  show('error', message);
}

/**
 * A failed read's error toast, once per failure: the server's message, else `fallback` (spec 1 §8). What
 * `meta: { errorMessage }` does for a TanStack query, for an Apollo one.
 */
export function useErrorToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) showErrorToast(errorMessage(error, fallback));
  }, [error, fallback]);
}

/**
 * Keeps the toasts of the last few seconds for the next page: some pages are left with a full page load (spec 1
 * §2.1), which would otherwise wipe a toast such as "Job deleted." as it appears.
 */
export function carryToastsAcrossLoad() {
  const now = Date.now();
  const fresh = recent.filter((toast) => now - toast.at < CARRY_MS);
  if (fresh.length) sessionStorage.setItem(CARRIED_KEY, JSON.stringify(fresh));
}

/** Shows the toasts carried across a full page load; called once when the app starts. */
export function showCarriedToasts() {
  const carried = sessionStorage.getItem(CARRIED_KEY);
  if (!carried) return;
  sessionStorage.removeItem(CARRIED_KEY);
  try {
    for (const { tone, message } of JSON.parse(carried) as RecentToast[]) show(tone, message);
  } catch {
    // A damaged entry is dropped: the toasts are a courtesy.
  }
}
