import { useSyncExternalStore } from 'react'

export type ToastTone = 'success' | 'error' | 'warning' | 'info'

export interface Toast {
  id: number
  tone: ToastTone
  message: string
}

const AUTO_DISMISS_MS = 6000

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

function push(tone: ToastTone, message: string): number {
  const id = nextId++
  toasts = [...toasts, { id, tone, message }]
  emit()
  setTimeout(() => dismissToast(id), AUTO_DISMISS_MS)
  return id
}

/** Replaces the old product's `alert()` calls with messages a screen reader announces without blocking. */
export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  warning: (message: string) => push('warning', message),
  info: (message: string) => push('info', message),
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}

export function clearToasts(): void {
  toasts = []
  emit()
}
