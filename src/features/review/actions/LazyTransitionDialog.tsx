import { lazyWithPreload, usePreloadWhenIdle } from '@/components/lazy-with-preload'

// The confirmation and its reasons load after the screen's first paint, while the reviewer reads the
// rows: they are needed only once an action is chosen, and the first rows come sooner without them.
const transitionDialog = lazyWithPreload(() => import('./TransitionDialog').then((module) => module.TransitionDialog))

/** Call on a screen that offers status actions: their confirmation is loaded by the time one is chosen. */
export function usePreloadedTransitionDialog() {
  usePreloadWhenIdle(transitionDialog.preload)
}

/** Starts loading the confirmation (a list does, through its row dialogs). */
export const preloadTransitionDialog = transitionDialog.preload

/** TransitionDialog, loaded on first use; nothing shows until it has arrived. */
export const LazyTransitionDialog = transitionDialog.Component
