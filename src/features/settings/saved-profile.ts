import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { SettingsFormSchema, type SettingsFormValues } from '@/schemas/forms/settings'

export type SavedProfile = Omit<SettingsFormValues, 'currentPassword'>

const SavedProfileSchema = z.omit(SettingsFormSchema, { currentPassword: true })

// No endpoint exists for profile changes (DESIGN section 5), so saved values live in this browser's
// localStorage, one entry per signed-in user so that a colleague on the same computer never starts
// from someone else's details. The password is never stored.
const keyFor = (userId: number) => `settings-profile:${userId}`

// Screens that show the saved name (the top bar) follow a save at once.
const listeners = new Set<() => void>()

export function readSavedProfile(userId: number): SavedProfile | null {
  try {
    const raw = localStorage.getItem(keyFor(userId))
    const parsed = SavedProfileSchema.safeParse(raw === null ? null : JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    // Unreadable JSON or storage blocked by the browser: start from the account's own details.
    return null
  }
}

export function writeSavedProfile(userId: number, profile: SavedProfile): void {
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(profile))
  } catch {
    // Storage full or blocked: the form still shows the saved values for this visit.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The name this user saved in Account Settings on this device, or null. */
export function useSavedName(userId: number | null): string | null {
  // A string snapshot compares by value, so reading storage on each render is stable.
  return useSyncExternalStore(subscribe, () => (userId === null ? null : (readSavedProfile(userId)?.name ?? null)))
}
