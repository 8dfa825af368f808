// The QA control values and the endpoint groups failures can target.

export const endpointGroups = [
  'auth.csrf',
  'auth.login',
  'auth.user',
  'auth.logout',
  'dashboard',
  'loans.list',
  'loans.show',
  'loans.verify',
  'loans.approve',
  'loans.reject',
  'loans.notify',
  'kyc.list',
  'kyc.show',
  'kyc.verify',
  'kyc.approve',
  'kyc.reject',
  'kyc.notify',
  'members.list',
  'members.show',
  'members.create',
  'members.update',
  'members.verify',
  'members.approve',
  'members.reject',
  'members.suspend',
  'members.notify',
  'members.import',
  'documents.download',
] as const

export type EndpointGroup = (typeof endpointGroups)[number]

// An HTTP status, a dropped connection, or a 200 whose body breaks the client's schema.
export type FailureMode = number | 'network' | 'malformed'

export interface FailureRule {
  // An endpoint group, `area.*` for every group of an area, or `*` for everything.
  group: string
  mode: FailureMode
}

export interface MockControls {
  latencyMs: number
  failures: readonly FailureRule[]
  // Laravel's throttle:api: requests a minute per signed-in user (per client for guests); 0 = off.
  rateLimit: number
}

export const noControls: MockControls = { latencyMs: 0, failures: [], rateLimit: 0 }

export function ruleMatches(rule: FailureRule, group: EndpointGroup): boolean {
  if (rule.group === '*' || rule.group === group) return true
  return rule.group.endsWith('.*') && group.startsWith(rule.group.slice(0, -1))
}

export function isValidGroupPattern(pattern: string): boolean {
  if (pattern === '*') return true
  if (pattern.endsWith('.*')) return endpointGroups.some((group) => group.startsWith(pattern.slice(0, -1)))
  return (endpointGroups as readonly string[]).includes(pattern)
}

export function isValidFailureMode(mode: FailureMode): boolean {
  return mode === 'network' || mode === 'malformed' || (Number.isInteger(mode) && mode >= 400 && mode <= 599)
}
