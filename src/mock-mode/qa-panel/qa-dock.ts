import { externalValue } from '@/lib/external-value'

// Where the closed QA controls sit in the console: a spot in the top bar (QaDock registers it), so
// they take space of their own and never float over a row. Without one (the sign-in page) they
// float at the bottom corner.
const dock = externalValue<HTMLElement | null>(null)

export function setQaDock(element: HTMLElement | null): void {
  if (element !== dock.get()) dock.set(element)
}

export const subscribeQaDock = dock.subscribe
export const getQaDock = dock.get
