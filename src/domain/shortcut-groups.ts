import type { ShortcutScreen } from './shortcuts'

// Apart from the keys themselves (shortcuts.ts): only the dialog, loaded on the first `?`, reads these.
/**
 * What the 'Keyboard shortcuts' dialog lists: keys as shown, and what they do. A group with a
 * `screen` is listed only on that screen; the others apply anywhere.
 */
export const SHORTCUT_GROUPS: readonly {
  title: string
  screen?: ShortcutScreen
  shortcuts: readonly { keys: readonly string[]; what: string }[]
}[] = [
  {
    title: 'Lists',
    screen: 'list',
    shortcuts: [
      { keys: ['j', '↓'], what: 'Next row' },
      { keys: ['k', '↑'], what: 'Previous row' },
      { keys: ['Enter'], what: 'Open the row' },
      { keys: ['x'], what: 'Select the row' },
      { keys: ['/'], what: 'Search' },
    ],
  },
  {
    title: 'Records',
    screen: 'record',
    shortcuts: [
      { keys: ['j'], what: 'Next record' },
      { keys: ['k'], what: 'Previous record' },
      { keys: ['v'], what: 'Verify' },
      { keys: ['a'], what: 'Approve' },
      { keys: ['r'], what: 'Reject' },
      { keys: ['s'], what: 'Suspend' },
      { keys: ['e'], what: 'Edit' },
      { keys: ['Escape'], what: 'Close the open document, else back to the list' },
    ],
  },
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: ['u'], what: 'Undo the last Verify or Approve while it is held' },
      { keys: ['Ctrl+K', '⌘K'], what: 'Search members, loan applications and KYC records' },
      { keys: ['?'], what: 'Keyboard shortcuts' },
    ],
  },
]
