import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];

const CACHED = Symbol.for('groundcrew.validationMetadataCache');

/**
 * Remembers class-validator's answer to "which rules apply to this class" (getTargetValidationMetadatas). It walks
 * every validated class of the app to find the parents of the one asked for, and answers a new array each time: a
 * few hundred classes on every object of every validated input, for an answer that only changes when a decorator
 * adds a rule, which clears what was remembered. The rules and the validation are class-validator's own.
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [CACHED]?: true };
  if (marked[CACHED]) return;
  marked[CACHED] = true;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const addValidationMetadata = storage.addValidationMetadata.bind(storage);
  const cache = new Map<unknown, Map<string, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    const key = JSON.stringify([targetSchema, always, strictGroups, groups]);
    let byOptions = cache.get(targetConstructor);
    if (!byOptions) {
      byOptions = new Map();
      cache.set(targetConstructor, byOptions);
    }
    let metadatas = byOptions.get(key);
    if (!metadatas) {
      metadatas = lookup(targetConstructor, targetSchema, always, strictGroups, groups);
      byOptions.set(key, metadatas);
    }
    return metadatas;
  };
  storage.addValidationMetadata = (metadata) => {
    cache.clear();
    addValidationMetadata(metadata);
  };
}
