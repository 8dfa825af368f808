import { lazyWithPreload } from '@/components/lazy-with-preload'

// A list row's View loads its modal after the list's first paint: it is needed only on a click.
const recordDetailsModal = lazyWithPreload(() =>
  import('./RecordDetailsModal').then((module) => module.RecordDetailsModal),
)

/** Starts loading the modal, so it is there by the time a row's View is pressed. */
export const preloadRecordDetailsModal = recordDetailsModal.preload

/** RecordDetailsModal, loaded on first use; nothing shows until it has arrived. */
export const LazyRecordDetailsModal = recordDetailsModal.Component
