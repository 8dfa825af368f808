// Where the closed QA controls sit in the console: a spot in the top bar (QaDock registers it), so
// they take space of their own and never float over a row. Without one (the sign-in page) they
// float at the bottom corner.
let dock: HTMLElement | null = null
const listeners = new Set<() => void>()

export function setQaDock(element: HTMLElement | null): void {
  if (element === dock) return
  dock = element
  for (const listener of listeners) listener()
}

export function subscribeQaDock(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getQaDock = (): HTMLElement | null => dock
