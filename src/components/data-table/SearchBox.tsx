import { useEffect, useEffectEvent, useId, useState } from 'react'
import { CONTROL_CLASSES } from '@/components/forms/field-parts'

export const SEARCH_DEBOUNCE_MS = 300

const normalize = (text: string): string | undefined => text.trim() || undefined

interface SearchBoxProps {
  /** The search in the URL. */
  value: string | undefined
  placeholder: string
  onSearch: (value: string | undefined) => void
}

/**
 * The search field: typing is local and instant, the URL (and so the server) gets the text once
 * typing pauses. A change of the URL from elsewhere (Back, a shared link) replaces the text; the
 * echo of our own change does not, so nothing typed during a slow navigation is lost.
 */
export function SearchBox({ value, placeholder, onSearch }: SearchBoxProps) {
  const id = useId()
  const [draft, setDraft] = useState(value ?? '')
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState(value)

  if (value !== seen) {
    setSeen(value)
    setSent(value)
    if (value !== sent) setDraft(value ?? '')
  }

  const send = useEffectEvent((text: string | undefined) => {
    setSent(text)
    onSearch(text)
  })

  useEffect(() => {
    const text = normalize(draft)
    if (text === value) return
    const timer = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, value])

  return (
    <div className="w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        className={CONTROL_CLASSES}
      />
    </div>
  )
}
