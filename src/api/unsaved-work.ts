/**
 * What the user would lose if the console left the page now: a form with changes, a reason being
 * typed, an upload or a save under way. Features hold an entry while they have such work; the API
 * client holds one for every write it sends. A lost session consults it (`api/auth/session.ts`): with
 * work held, the sign-in opens over the page instead of sending the user to /login.
 */
interface UnsavedWork {
  /** Puts the work somewhere it survives the page (a draft in sessionStorage), if it can. */
  keep?: () => void
}

const held = new Set<UnsavedWork>()

/** Holds work until the returned release is called; `keep` runs before the session is ended. */
export function holdUnsavedWork(keep?: () => void): () => void {
  const work: UnsavedWork = { keep }
  held.add(work)
  return () => held.delete(work)
}

export function hasUnsavedWork(): boolean {
  return held.size > 0
}

/** Before the console leaves the page for /login: every holder keeps what it can. */
export function keepUnsavedWork(): void {
  for (const work of held) work.keep?.()
}
