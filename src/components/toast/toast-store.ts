import { useSyncExternalStore } from 'react'
import { externalValue } from '@/components/external-value'

export type ToastTone = 'success' | 'error' | 'warning' | 'info'

export interface Toast {
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

function push(tone: ToastTone, message: string): number {
  const id = nextId++
  toasts.set([...toasts.get(), { id, tone, message }])
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

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get)
}

export function clearToasts(): void {
  toasts.set([])
}
