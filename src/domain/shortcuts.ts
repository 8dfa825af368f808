import type { EntityActions, StatusEntity } from './status-machines'

type AnyAction = EntityActions[StatusEntity]

/** The key of each record action on a details screen (DESIGN section 10); Reactivate has none. */
export const ACTION_KEY: Partial<Record<AnyAction, string>> = {
  verify: 'v',
  approve: 'a',
  reject: 'r',
  suspend: 's',
  edit: 'e',
}

/** The screens with keys of their own: each names its group while it is on screen. */
export type ShortcutScreen = 'list' | 'record'
