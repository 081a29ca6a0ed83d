/**
 * A tiny key-value store in IndexedDB. Unlike localStorage, where each tab reads its own copy that other tabs'
 * writes reach a little later, a completed IndexedDB write is seen at once by every tab. Calls fail where
 * IndexedDB is unavailable.
 */
const DATABASE = 'groundcrew';
const STORE = 'shared';

let database: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
  return database;
}

async function run<T>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const transaction = (await open()).transaction(STORE, mode);
  const request = operation(transaction.objectStore(STORE));
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

export function readShared<T>(key: string): Promise<T | undefined> {
  return run<T | undefined>('readonly', (store) => store.get(key));
}

export function writeShared(key: string, value: unknown): Promise<void> {
  return run<void>('readwrite', (store) => store.put(value, key));
}
