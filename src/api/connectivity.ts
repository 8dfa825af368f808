import { onlineManager } from '@tanstack/react-query'
import { externalValue } from '@/lib/external-value'

/*
 * Whether the console can reach the server (DESIGN section 11, issue 22). Offline when the browser
 * says so, or when a request got no answer at all (it failed at the network: no connection, DNS, a
 * server that is down); online again when the browser says so or any request is answered. While
 * offline, queries pause (TanStack Query's onlineManager follows this), writes wait in the outbox as
 * 'Waiting for the network', and a probe asks the server now and then, with back-off, so a console
 * whose browser never noticed the drop comes back by itself.
 */

export type Connection =
  /** Requests get answers. */
  | { kind: 'online' }
  /** The browser says it has no network. */
  | { kind: 'offline' }
  /** The browser is online but the last request got no answer; the next probe is at `nextProbeAt`. */
  | { kind: 'unreachable'; nextProbeAt: number | null }

const connection = externalValue<Connection>({ kind: 'online' })
const MAX_PROBE_SECONDS = 30

let probe: (() => Promise<unknown>) | null = null
let probeTimer: ReturnType<typeof setTimeout> | null = null
let probeFailures = 0

function set(next: Connection): void {
  // While the browser says it has no network, so does the console, whatever a request did meanwhile
  // (an answer that was on its way, a failure before the browser said why).
  const settled: Connection = typeof navigator !== 'undefined' && !navigator.onLine ? { kind: 'offline' } : next
  connection.set(settled)
  onlineManager.setOnline(settled.kind === 'online')
}

function stopProbing(): void {
  if (probeTimer !== null) clearTimeout(probeTimer)
  probeTimer = null
}

function scheduleProbe(): void {
  stopProbing()
  // The browser has no network: nothing to ask until it says it is back ('online' probes at once).
  if (!probe || connection.get().kind === 'offline') return
  const seconds = Math.min(MAX_PROBE_SECONDS, 2 ** Math.max(1, probeFailures))
  set({ kind: 'unreachable', nextProbeAt: Date.now() + seconds * 1000 })
  probeTimer = setTimeout(() => void probeNow(), seconds * 1000)
}

/** The connection as it stands, and a way to follow it. */
export const connectionState = { get: connection.get, subscribe: connection.subscribe }

let listening = false

function followTheBrowser(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  // TanStack Query follows this module, not the browser's events on its own.
  onlineManager.setEventListener(() => () => undefined)
  window.addEventListener('offline', () => {
    stopProbing()
    set({ kind: 'offline' })
  })
  window.addEventListener('online', () => void probeNow())
  if (navigator.onLine === false) set({ kind: 'offline' })
}

/** The request that asks the server whether it is there (a GET through the request budget). */
export function setConnectivityProbe(ask: () => Promise<unknown>): void {
  probe = ask
  followTheBrowser()
}

/** Back to online with nothing scheduled: a test starts from a reachable server. */
export function resetConnectivity(): void {
  stopProbing()
  probeFailures = 0
  set({ kind: 'online' })
}

/** A request was answered (any status): the server is there. */
export function reportAnswered(): void {
  probeFailures = 0
  if (connection.get().kind === 'online') return
  stopProbing()
  set({ kind: 'online' })
}

/** A request got no answer at all: offline until one is answered again. */
export function reportNoAnswer(): void {
  if (connection.get().kind === 'offline') return
  probeFailures += 1
  if (probeTimer === null) scheduleProbe()
}

/** Try again now: ask the server at once rather than at the end of the back-off. */
export async function probeNow(): Promise<void> {
  stopProbing()
  if (!probe) {
    set({ kind: 'online' })
    return
  }
  // The probe's request reports its own answer (or its failure, which schedules the next probe).
  await probe().catch(() => undefined)
  if (connection.get().kind !== 'online' && probeTimer === null) scheduleProbe()
}

/**
 * A person asked for something again (Try again on a failure): if the server seemed unreachable, ask
 * whether it is back now. Otherwise what they asked for would wait, paused, for the next probe of the
 * back-off (2 to 30 s), with nothing on screen moving.
 */
export function askingAgain(): void {
  if (connection.get().kind === 'unreachable') void probeNow()
}

/** Resolves when the server can be reached again (at once when it can now). */
export function whenConnected(signal?: AbortSignal): Promise<void> {
  if (connection.get().kind === 'online') return Promise.resolve()
  return new Promise((resolve) => {
    const stop = connection.subscribe(() => {
      if (connection.get().kind !== 'online') return
      stop()
      resolve()
    })
    signal?.addEventListener(
      'abort',
      () => {
        stop()
        resolve()
      },
      { once: true },
    )
  })
}
