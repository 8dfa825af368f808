import { lazyWithPreload, usePreloadWhenIdle } from '@/components/lazy-with-preload'

// A list row's View loads its modal after the list's first paint: it is needed only on a click.
const recordDetailsModal = lazyWithPreload(() =>
  import('./RecordDetailsModal').then((module) => module.RecordDetailsModal),
)

/** Call on a list whose rows offer View: the modal is loaded by the time one is pressed. */
export function usePreloadedRecordDetailsModal() {
  usePreloadWhenIdle(recordDetailsModal.preload)
}

/** RecordDetailsModal, loaded on first use; nothing shows until it has arrived. */
export const LazyRecordDetailsModal = recordDetailsModal.Component
