import { useEffectEvent, useLayoutEffect } from 'react'

/**
 * Keys (as `KeyboardEvent.key` names them) and what each does. A handler that returns false did not
 * apply (e.g. Enter with no row focused), so the key keeps its usual effect.
 */
export type ShortcutMap = Readonly<Partial<Record<string, () => void | false>>>

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset'])

/** Typing in a field: a letter there is text, never a command. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type)
}

/**
 * Single-key shortcuts on the whole page. None fires while typing in a field, while a dialog is open
 * (its own keys belong to it), or with Ctrl, Alt or Meta held (the browser's and the system's keys).
 */
export function useShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return
    if (isTyping(event.target) || document.querySelector('dialog[open]')) return
    const run = shortcuts[event.key]
    if (!run || run() === false) return
    event.preventDefault()
  })
  // Bound in the commit that shows the buttons, before the browser paints them: a plain effect may
  // run after that paint (React runs effects of an update no click caused once the screen is drawn),
  // and a key pressed at the first sight of a record would meet no listener.
  useLayoutEffect(() => {
    if (!enabled) return
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [enabled])
}
