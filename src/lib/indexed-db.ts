/*
 * The few IndexedDB steps the console's shared stores take (the tabs' request ledger, the mock
 * server's state), as promises: a request's result, a transaction's commit, a database of one store.
 */

/** The result of an IndexedDB request. */
export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** Resolves once the transaction is committed; rejects when it fails or is aborted. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

/**
 * Opens database `name` (version 1) with its one object store, made on first use. A newer build that
 * changes the layout asks for a new version: this tab closes its connection and lets it.
 */
export function openSingleStoreDatabase(name: string, store: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(store)
  return settled(request).then((database) => {
    database.onversionchange = () => database.close()
    return database
  })
}
