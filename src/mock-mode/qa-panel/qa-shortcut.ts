/**
 * The key that opens the QA controls from anywhere, dialogs and fields included. A modifier chord, so
 * it types nothing and no single-key shortcut of the console takes it; matched by its physical key
 * (`code`), since Alt changes the character a key types on some keyboards (macOS: Œ).
 */
export const QA_SHORTCUT = 'Alt+Shift+Q'

export function isQaShortcut(event: KeyboardEvent): boolean {
  return event.code === 'KeyQ' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey
}
