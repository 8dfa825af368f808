import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { browserStore } from '@/lib/user-storage'
import { SettingsFormSchema, type SettingsFormValues } from '@/schemas/forms/settings'

export type SavedProfile = Omit<SettingsFormValues, 'currentPassword'>

const SavedProfileSchema = z.omit(SettingsFormSchema, { currentPassword: true })

// No endpoint exists for profile changes (DESIGN section 5), so saved values live in this browser,
// one entry per signed-in user so that a colleague on the same computer never starts from someone
// else's details. The password is never stored.
const profiles = browserStore<SavedProfile>('settings-profile', (stored) => {
  const parsed = SavedProfileSchema.safeParse(stored)
  return parsed.success ? parsed.data : undefined
})

export function readSavedProfile(userId: number): SavedProfile | null {
  return profiles.read(userId) ?? null
}

export function writeSavedProfile(userId: number, profile: SavedProfile): void {
  profiles.write(profile, userId)
}

/** The name this user saved in Account Settings on this device, or null. */
export function useSavedName(userId: number | null): string | null {
  // A string snapshot compares by value, so reading storage on each render is stable.
  return useSyncExternalStore(profiles.subscribe, () =>
    userId === null ? null : (readSavedProfile(userId)?.name ?? null),
  )
}
