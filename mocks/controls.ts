import { store } from './state/store'
import { endpointGroups, isValidFailureMode, isValidGroupPattern } from './state/controls-state'
import type { FailureMode, FailureRule, MockControls } from './state/controls-state'
import type { DatabaseOptions } from './state/database'
import { seedScenarios, type SeedScenario, type SeedSizes } from './seed'
import { arrivingLoan } from './seed/loans'
import { createPrng } from './seed/prng'
import type { LoanRecord } from './types'

// The QA controls: added latency, failure injection per endpoint group, Laravel's rate limit, an
// expired session, a data reset and a new application arriving. Set from the QA panel, from code
// (tests), or from the page URL.

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

// Each change is one turn at the server (`store.transaction`): in the browser it starts from what the
// other tabs set, so it changes the one server every tab talks to; in Node it applies at once.

function changeControls(changes: Partial<MockControls>): void {
  const latencyMs = changes.latencyMs ?? store.controls.latencyMs
  store.setControls({
    latencyMs: Number.isFinite(latencyMs) ? Math.min(Math.max(0, Math.round(latencyMs)), 120_000) : 0,
    failures: changes.failures ? validRules(changes.failures) : store.controls.failures,
    rateLimit: changes.rateLimit === undefined ? store.controls.rateLimit : validRateLimit(changes.rateLimit),
  })
}

export function setMockControls(changes: Partial<MockControls>): Promise<void> {
  return store.transaction(() => changeControls(changes))
}

export function addFailure(rule: FailureRule): Promise<void> {
  return store.transaction(() => changeControls({ failures: [...store.controls.failures, rule] }))
}

export function removeFailure(index: number): Promise<void> {
  return store.transaction(() =>
    changeControls({ failures: store.controls.failures.filter((_, position) => position !== index) }),
  )
}

// The server forgets every session, as when the session lifetime runs out: the next read gets a
// 401 and the next write a 419 (its token belonged to the lost session).
export function expireSession(): Promise<void> {
  return store.transaction(() => store.sessions.expireAll())
}

// Whether QA expired the session and nobody has signed in since.
export function isSessionExpired(): boolean {
  return store.sessions.expired
}

// Fresh demo data with the same sizes and scenario and no injected failures (a tester resetting wants
// a console that works); the signed-in session and the latency stay.
export function resetDemoData(): Promise<void> {
  return store.transaction(() => {
    store.resetData({ sizes: store.db.seedState.sizes, scenario: store.db.seedState.scenario })
    changeControls({ failures: [] })
  })
}

export function getSeedScenario(): SeedScenario {
  return store.db.seedState.scenario
}

// New demo data with or without the hostile test records, the same sizes and no injected failures.
export function setSeedScenario(scenario: SeedScenario): Promise<void> {
  return store.transaction(() => {
    store.resetData({ sizes: store.db.seedState.sizes, scenario })
    changeControls({ failures: [] })
  })
}

/**
 * A member applies for a loan now: a new pending loan application at the server, dated by its clock,
 * as the queue sees one arrive while it is being worked (the list shows it first, the queue last).
 */
export function newApplicationArrives(): Promise<LoanRecord> {
  return store.write(() => {
    const db = store.db
    return db.loans.insert((id) => arrivingLoan(createPrng(db.seedState.seed + id), db.now(), id, db.members.all()))
  })
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

// The largest seeds the mock accepts; members are seeded in steps and listed through a cached
// index, so 100,000 stay usable.
export const seedCaps: SeedSizes = { members: 100_000, loans: 20_000, kyc: 20_000 }
const seedFloors: SeedSizes = { members: 1, loans: 0, kyc: 0 }
const seedNouns: Record<keyof SeedSizes, string> = {
  members: 'members',
  loans: 'loan applications',
  kyc: 'KYC records',
}

// The parameters of the last URL that were not applied, in words for the QA panel.
let ignoredParams: string[] = []

const count = (value: number): string => value.toLocaleString('en-US')

function ignoredSizeNote(key: keyof SeedSizes, param: string, raw: string): string {
  const size = Number(raw)
  if (Number.isInteger(size) && size > seedCaps[key]) {
    return `${param}=${raw} ignored: at most ${count(seedCaps[key])} ${seedNouns[key]}.`
  }
  return `${param}=${raw} ignored: a whole number from ${count(seedFloors[key])} to ${count(seedCaps[key])} is expected.`
}

// What the QA panel says about the demo data: what is seeded (or being seeded) and which size
// parameters were refused.
export function describeSeed(): string {
  const pending = store.seedingSizes
  const sizes = pending ?? store.db.seedState.sizes
  const keys: (keyof SeedSizes)[] = ['members', 'loans', 'kyc']
  const what = keys.map((key) => `${count(sizes[key])} ${seedNouns[key]}`)
  const seeded = `${pending ? 'Seeding' : 'Seeded'} ${what[0]}, ${what[1]} and ${what[2]}${pending ? '...' : '.'}`
  const hostile = store.db.seedState.scenario === 'hostile' ? ['With hostile test records (markup and formulas).'] : []
  return [seeded, ...hostile, ...ignoredParams].join(' ')
}

function readSeedOptions(url: URL): DatabaseOptions | null {
  const sizes: Partial<SeedSizes> = {}
  ignoredParams = []
  for (const [key, param] of Object.entries(sizeParams) as [keyof SeedSizes, string][]) {
    const raw = url.searchParams.get(param)
    if (raw === null) continue
    const size = Number(raw)
    if (Number.isInteger(size) && size >= seedFloors[key] && size <= seedCaps[key]) sizes[key] = size
    else ignoredParams.push(ignoredSizeNote(key, param, raw))
  }
  const rawNow = url.searchParams.get('mock.now')
  const now = rawNow === null ? undefined : new Date(rawNow)
  const validNow = now && !Number.isNaN(now.getTime()) ? now : undefined
  const rawScenario = url.searchParams.get('mock.scenario')
  const scenario = seedScenarios.find((candidate) => candidate === rawScenario)
  if (rawScenario !== null && !scenario) {
    ignoredParams.push(`mock.scenario=${rawScenario} ignored: ${seedScenarios.join(' or ')} is expected.`)
  }
  const reset = url.searchParams.get('mock.reset') === '1'
  if (!reset && Object.keys(sizes).length === 0 && !validNow && !scenario) return null
  return {
    sizes: { ...store.db.seedState.sizes, ...sizes },
    now: validNow,
    scenario: scenario ?? store.db.seedState.scenario,
  }
}

const arrivals = ['loan'] as const

let applyingUrlControls: Promise<unknown> = Promise.resolve()

/**
 * Resolves when the last URL's controls are in effect. In the browser they are a turn at the shared
 * server: the console waits for it, so its first request already keeps to `?mock.rateLimit`.
 */
export function urlControlsApplied(): Promise<unknown> {
  return applyingUrlControls
}

// Applies `mock.*` query parameters (latency, fail, rateLimit, expire, reset, members/loans/kyc sizes,
// the `now` anchor, the `scenario`: demo or hostile, and `arrive=loan`) and returns the URL without
// them, for history.replaceState. In the browser the changes are one turn at the shared server.
export function applyUrlControls(input: string | URL): URL {
  const url = new URL(input)
  const arrive = url.searchParams.get('mock.arrive')
  applyingUrlControls = store.transaction(() => {
    const seedOptions = readSeedOptions(url)
    if (seedOptions) store.resetData(seedOptions)
    if (url.searchParams.get('mock.expire') === '1') store.sessions.expireAll()
    const latency = url.searchParams.get('mock.latency')
    const failures = url.searchParams.get('mock.fail')
    const rateLimit = url.searchParams.get('mock.rateLimit')
    if (latency !== null || failures !== null || rateLimit !== null) {
      changeControls({
        ...(latency !== null ? { latencyMs: Number(latency) } : {}),
        ...(failures !== null ? { failures: parseFailures(failures) } : {}),
        ...(rateLimit !== null ? { rateLimit: Number(rateLimit) } : {}),
      })
    }
    if (arrive !== null && !arrivals.some((kind) => kind === arrive)) {
      ignoredParams.push(`mock.arrive=${arrive} ignored: ${arrivals.join(' or ')} is expected.`)
    }
  })
  // After the reset above, if any: the application arrives in the new data.
  if (arrive === 'loan') void newApplicationArrives()
  const cleaned = new URL(url)
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('mock.')) cleaned.searchParams.delete(key)
  return cleaned
}
