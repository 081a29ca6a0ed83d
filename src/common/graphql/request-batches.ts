interface Batch<V> {
  keys: Set<string>;
  values: Promise<Map<string, V>>;
}

/**
 * Collects the keys that one GraphQL request resolves in the same round (say, a field of every job of a page) and
 * loads them with one call: the batch waits until every pending promise has run (setImmediate), then loads.
 * One instance per kind of value; `request` is the GraphQL context, one object per request.
 */
export class RequestBatches<V> {
  private readonly batches = new WeakMap<object, Batch<V>>();

  /** The first caller's `loadMany` loads the batch; every caller of one request passes the same one. */
  async load(
    request: object,
    key: string,
    loadMany: (keys: string[]) => Promise<Map<string, V>>,
  ): Promise<V | undefined> {
    let batch = this.batches.get(request);
    if (!batch) {
      const keys = new Set<string>();
      const values = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.batches.delete(request);
        return loadMany([...keys]);
      });
      batch = { keys, values };
      this.batches.set(request, batch);
    }
    batch.keys.add(key);
    return (await batch.values).get(key);
  }
}
