import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { ModalDialog } from '@/components/ui/ModalDialog'
import {
  describeSeed,
  expireSession,
  getMockControls,
  getSeedScenario,
  isSessionExpired,
  newApplicationArrives,
  resetDemoData,
  setMockControls,
  setSeedScenario,
  subscribeMockControls,
} from '@mocks/controls'
import { FailureForm } from './FailureForm'
import { FailureList } from './FailureList'
import { getQaDock, subscribeQaDock } from './qa-dock'
import { isQaShortcut, QA_SHORTCUT } from './qa-shortcut'

const buttonClass =
  'rounded border border-gray-600 bg-white px-3 py-1 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800'

/** What the closed pill tells QA at a glance: that the data is fake, and which controls are on. */
function activeControlsSummary(latencyMs: number, failures: number, rateLimit: number): string {
  const active = [
    latencyMs > 0 ? `${latencyMs} ms` : '',
    failures > 0 ? `${failures} failing` : '',
    rateLimit > 0 ? `${rateLimit}/min` : '',
  ].filter(Boolean)
  return active.length > 0 ? `Demo data · ${active.join(' · ')}` : 'Demo data'
}

/**
 * Closed; open as a side sheet beside the page; or open over the dialogs. A modal dialog makes the rest
 * of the page inert, the side sheet included, so the shortcut opens the controls as the topmost modal
 * dialog while one is open: QA can expire the session or break an endpoint while a confirmation waits.
 */
type Placement = 'closed' | 'sheet' | 'over-dialogs'

const aDialogIsOpen = (): boolean => document.querySelector('dialog[open]') !== null

// Mock mode only: lets a QA tester slow the mock API down, break endpoints, expire the session,
// start the demo data over and make an application arrive, without touching code. Everything set
// here is the mock server's, so it holds in every tab of the browser and survives a reload.
export default function QaPanel() {
  const id = useId()
  const controls = useSyncExternalStore(subscribeMockControls, getMockControls)
  const seed = useSyncExternalStore(subscribeMockControls, describeSeed)
  const hostile = useSyncExternalStore(subscribeMockControls, () => getSeedScenario() === 'hostile')
  const [placement, setPlacement] = useState<Placement>('closed')
  const open = placement !== 'closed'
  const dock = useSyncExternalStore(subscribeQaDock, getQaDock)
  // Opening moves the controls from the top bar to the side sheet and closing moves them back: the
  // toggle is drawn anew there, and the focus follows it.
  const toggle = useRef<HTMLButtonElement>(null)
  const focusToggle = useRef(false)
  useEffect(() => {
    if (!focusToggle.current) return
    focusToggle.current = false
    toggle.current?.focus()
  }, [open])
  const [latency, setLatency] = useState(String(controls.latencyMs))
  const [rateLimit, setRateLimit] = useState(String(controls.rateLimit))
  // From the mock server, so the notice goes once the user has signed in again.
  const sessionExpired = useSyncExternalStore(subscribeMockControls, isSessionExpired)
  const [arrival, setArrival] = useState('')

  // On the document, so it works while typing and from inside a dialog: the key opens the controls
  // (over the dialogs if one is open, even when the sheet is open behind it) or closes them.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQaShortcut(event)) return
      event.preventDefault()
      setPlacement((current) => {
        if (aDialogIsOpen() && current !== 'over-dialogs') return 'over-dialogs'
        return current === 'closed' ? 'sheet' : 'closed'
      })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const arrive = (): void => {
    void newApplicationArrives().then((loan) =>
      setArrival(`Loan application ${loan.id} from ${loan.first_names} ${loan.surname} arrived (pending).`),
    )
  }

  const changeLatency = (value: string): void => {
    setLatency(value)
    const ms = Number(value)
    if (value.trim() !== '' && Number.isFinite(ms) && ms >= 0) setMockControls({ latencyMs: ms })
  }

  const changeRateLimit = (value: string): void => {
    setRateLimit(value)
    const limit = Number(value)
    if (value.trim() !== '' && Number.isInteger(limit) && limit >= 0) setMockControls({ rateLimit: limit })
  }

  // Once the shared server has the new data, this tab reloads into it (other tabs meet it at their
  // next request).
  const reset = (): void => {
    void resetDemoData().then(() => window.location.reload())
  }

  // New data either way, so the console reloads as after a reset.
  const changeScenario = (withHostileRecords: boolean): void => {
    void setSeedScenario(withHostileRecords ? 'hostile' : 'demo').then(() => window.location.reload())
  }

  const docked = dock !== null && !open
  const position =
    placement === 'over-dialogs'
      ? 'min-h-full'
      : open
        ? 'fixed inset-y-0 right-0 z-40 w-80 max-w-full overflow-y-auto border-l shadow-lg'
        : docked
          ? 'rounded-lg border'
          : 'fixed right-4 bottom-4 z-40 max-w-[calc(100vw-2rem)] rounded-lg border shadow-lg'
  const status = [sessionExpired ? 'Session expired on the server. The next request will be refused.' : '', arrival]
    .filter(Boolean)
    .join(' ')
  const panel = (
    // Closed: in the top bar's dock in the console, else a small pill in the bottom corner. Open: a side
    // sheet, below the mobile navigation, which is a modal dialog in the browser's top layer; or, opened
    // by the shortcut while a dialog is open, the topmost dialog itself.
    <aside aria-labelledby={`${id}-title`} className={`border-gray-400 bg-white text-gray-900 ${position}`}>
      <h2 id={`${id}-title`} className="m-0">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          aria-keyshortcuts={QA_SHORTCUT}
          onClick={() => {
            focusToggle.current = dock !== null
            setPlacement(open ? 'closed' : 'sheet')
          }}
          className={`flex w-full items-center justify-between gap-2 rounded-lg text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 ${docked ? 'px-2 py-1' : 'px-3 py-2'}`}
        >
          {/* In the top bar of a phone only the marker shows; the button keeps its name. */}
          <span className={docked ? 'sr-only sm:not-sr-only' : ''}>QA controls</span>
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              {activeControlsSummary(controls.latencyMs, controls.failures.length, controls.rateLimit)}
            </span>
            <span aria-hidden="true">{open || docked ? '▾' : '▴'}</span>
          </span>
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} className="space-y-4 border-t border-gray-300 px-3 py-3">
        <p className="text-xs text-gray-800">{seed}</p>
        <p className="text-xs text-gray-700">
          <kbd className="font-sans font-semibold">{QA_SHORTCUT}</kbd> opens and closes these controls, also over an
          open dialog.
        </p>
        <label className="flex items-start gap-2 text-xs text-gray-800">
          <input
            type="checkbox"
            checked={hostile}
            onChange={(event) => changeScenario(event.target.checked)}
            className="mt-0.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-green-800"
          />
          <span>Hostile test records (markup and formulas in names; resets the demo data)</span>
        </label>
        <div>
          <label htmlFor={`${id}-latency`} className="mb-1 block text-xs font-medium text-gray-800">
            Latency (ms)
          </label>
          <input
            id={`${id}-latency`}
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            value={latency}
            onChange={(event) => changeLatency(event.target.value)}
            className="w-full rounded border border-gray-500 px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-green-800"
          />
        </div>
        <div>
          <label htmlFor={`${id}-rate-limit`} className="mb-1 block text-xs font-medium text-gray-800">
            Rate limit (requests a minute, 0 = off)
          </label>
          <input
            id={`${id}-rate-limit`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={rateLimit}
            onChange={(event) => changeRateLimit(event.target.value)}
            aria-describedby={`${id}-rate-limit-hint`}
            className="w-full rounded border border-gray-500 px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-green-800"
          />
          <p id={`${id}-rate-limit-hint`} className="mt-1 text-xs text-gray-700">
            Like Laravel&apos;s throttle:api: past the limit, 429 with Retry-After until the minute ends.
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-xs font-semibold text-gray-800">Failure injection</legend>
          <FailureForm />
          <FailureList failures={controls.failures} />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => void expireSession()} className={buttonClass}>
            Expire session
          </button>
          <button type="button" onClick={arrive} className={buttonClass}>
            New application arrives
          </button>
          <button type="button" onClick={reset} className={buttonClass}>
            Reset demo data
          </button>
        </div>
        <p role="status" className="text-xs text-gray-800">
          {status}
        </p>
      </div>
    </aside>
  )
  if (placement === 'over-dialogs') {
    return (
      <ModalDialog
        aria-labelledby={`${id}-title`}
        onDismiss={() => setPlacement('closed')}
        className="m-0 ml-auto h-full max-h-none w-80 max-w-full overflow-y-auto border-l border-gray-400 shadow-lg backdrop:bg-gray-900/30"
      >
        {panel}
      </ModalDialog>
    )
  }
  return docked ? createPortal(panel, dock) : panel
}
