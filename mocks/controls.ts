import { store } from './state/store'
import { endpointGroups, isValidFailureMode, isValidGroupPattern } from './state/controls-state'
import type { FailureMode, FailureRule, MockControls } from './state/controls-state'
import type { DatabaseOptions } from './state/database'
import type { SeedSizes } from './seed'

// The QA controls: added latency, failure injection per endpoint group, Laravel's rate limit, an
// expired session and a data reset. Set from the QA panel, from code (tests), or from the page URL.

export { endpointGroups }
export type { EndpointGroup, FailureMode, FailureRule, MockControls } from './state/controls-state'

// The choices the QA panel offers; any 4xx/5xx status is accepted from code and the URL.
export const failureModes: readonly FailureMode[] = [500, 503, 429, 422, 404, 403, 401, 419, 'network', 'malformed']

export function getMockControls(): MockControls {
  return store.controls
}

export function subscribeMockControls(listener: () => void): () => void {
  return store.subscribe(listener)
}

function validRules(rules: readonly FailureRule[]): FailureRule[] {
  return rules.filter((rule) => {
    const valid = isValidGroupPattern(rule.group) && isValidFailureMode(rule.mode)
    if (!valid) console.warn(`[mock api] ignoring failure rule ${rule.group}:${String(rule.mode)}`)
    return valid
  })
}

function validRateLimit(limit: number): number {
  if (Number.isInteger(limit) && limit >= 0 && limit <= 100_000) return limit
  console.warn(`[mock api] ignoring rate limit ${limit}: requests a minute, 0 for none`)
  return store.controls.rateLimit
}

export function setMockControls(changes: Partial<MockControls>): void {
  const latencyMs = changes.latencyMs ?? store.controls.latencyMs
  store.setControls({
    latencyMs: Number.isFinite(latencyMs) ? Math.min(Math.max(0, Math.round(latencyMs)), 120_000) : 0,
    failures: changes.failures ? validRules(changes.failures) : store.controls.failures,
    rateLimit: changes.rateLimit === undefined ? store.controls.rateLimit : validRateLimit(changes.rateLimit),
  })
}

export function addFailure(rule: FailureRule): void {
  setMockControls({ failures: [...store.controls.failures, rule] })
}

export function removeFailure(index: number): void {
  setMockControls({ failures: store.controls.failures.filter((_, position) => position !== index) })
}

// The server forgets every session, as when the session lifetime runs out: the next read gets a
// 401 and the next write a 419 (its token belonged to the lost session).
export function expireSession(): void {
  store.sessions.expireAll()
  store.flush()
}

// Fresh demo data with the same sizes and no injected failures (a tester resetting wants a console
// that works); the signed-in session and the latency stay.
export function resetDemoData(): void {
  store.resetData({ sizes: store.db.seedState.sizes })
  setMockControls({ failures: [] })
}

// `loans.approve,members.*:422,dashboard:network,kyc.list:malformed` (a bare group means 500).
export function parseFailures(value: string): FailureRule[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [group = '', mode = '500'] = part.split(':')
      return { group: group.trim(), mode: mode === 'network' || mode === 'malformed' ? mode : Number(mode) }
    })
}

const sizeParams: Record<keyof SeedSizes, string> = { members: 'mock.members', loans: 'mock.loans', kyc: 'mock.kyc' }

function readSeedOptions(url: URL): DatabaseOptions | null {
  const sizes: Partial<SeedSizes> = {}
  for (const [key, param] of Object.entries(sizeParams) as [keyof SeedSizes, string][]) {
    const raw = url.searchParams.get(param)
    if (raw === null) continue
    const size = Number(raw)
    if (Number.isInteger(size) && size >= (key === 'members' ? 1 : 0) && size <= 20_000) sizes[key] = size
    else console.warn(`[mock api] ignoring ${param}=${raw}`)
  }
  const rawNow = url.searchParams.get('mock.now')
  const now = rawNow === null ? undefined : new Date(rawNow)
  const validNow = now && !Number.isNaN(now.getTime()) ? now : undefined
  const reset = url.searchParams.get('mock.reset') === '1'
  if (!reset && Object.keys(sizes).length === 0 && !validNow) return null
  return { sizes: { ...store.db.seedState.sizes, ...sizes }, now: validNow }
}

// Applies `mock.*` query parameters (latency, fail, rateLimit, expire, reset, members/loans/kyc sizes
// and the `now` anchor) and returns the URL without them, for history.replaceState.
export function applyUrlControls(input: string | URL): URL {
  const url = new URL(input)
  const seedOptions = readSeedOptions(url)
  if (seedOptions) store.resetData(seedOptions)
  if (url.searchParams.get('mock.expire') === '1') expireSession()
  const latency = url.searchParams.get('mock.latency')
  const failures = url.searchParams.get('mock.fail')
  const rateLimit = url.searchParams.get('mock.rateLimit')
  if (latency !== null || failures !== null || rateLimit !== null) {
    setMockControls({
      ...(latency !== null ? { latencyMs: Number(latency) } : {}),
      ...(failures !== null ? { failures: parseFailures(failures) } : {}),
      ...(rateLimit !== null ? { rateLimit: Number(rateLimit) } : {}),
    })
  }
  const cleaned = new URL(url)
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('mock.')) cleaned.searchParams.delete(key)
  return cleaned
}
