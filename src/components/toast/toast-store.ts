import { useSyncExternalStore } from 'react'
import { externalValue } from '@/lib/external-value'

export type ToastTone = 'success' | 'error' | 'warning' | 'info'

/** A button on a toast: 'Retry', 'Open', 'Undo'. Pressing one also dismisses the toast. */
export interface ToastAction {
  label: string
  run: () => void
}

export interface ToastOptions {
  /** A second line: what went wrong, or what to do. */
  detail?: string
  actions?: readonly ToastAction[]
}

export interface Toast extends ToastOptions {
  id: number
  tone: ToastTone
  message: string
}

const AUTO_DISMISS_MS = 6000

const toasts = externalValue<readonly Toast[]>([])
let nextId = 1

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id))
}

function push(tone: ToastTone, message: string, options: ToastOptions = {}): number {
  const id = nextId++
  toasts.set([...toasts.get(), { id, tone, message, ...options }])
  // A toast that offers something to do stays until it is done or dismissed: nobody should have to
  // race a timer to press Retry (WCAG 2.2.1).
  if (!options.actions?.length) setTimeout(() => dismissToast(id), AUTO_DISMISS_MS)
  return id
}

/** Replaces the old product's `alert()` calls with messages a screen reader announces without blocking. */
export const toast = {
  success: (message: string, options?: ToastOptions) => push('success', message, options),
  error: (message: string, options?: ToastOptions) => push('error', message, options),
  warning: (message: string, options?: ToastOptions) => push('warning', message, options),
  info: (message: string, options?: ToastOptions) => push('info', message, options),
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get)
}

export function clearToasts(): void {
  toasts.set([])
}
