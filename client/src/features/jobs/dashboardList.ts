import { useState } from 'react';

/**
 * A list of ids saved at once on every change (crew, assets): shown changed straight away and restored when the save
 * fails. `onSaved` runs after a saved change.
 */
export function useSavedList(initial: string[], persist: (ids: string[]) => Promise<boolean>, onSaved?: () => void) {
  const [ids, setIds] = useState(initial);
  const change = async (next: string[]) => {
    if (next.length === ids.length && next.every((id, index) => id === ids[index])) return;
    const previous = ids;
    setIds(next);
    if (await persist(next)) onSaved?.();
    else setIds(previous);
  };
  return {
    ids,
    set: (next: string[]) => void change(next),
    remove: (id: string) => void change(ids.filter((kept) => kept !== id)),
  };
}
