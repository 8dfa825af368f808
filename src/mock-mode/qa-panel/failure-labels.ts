import type { FailureMode } from '@mocks/controls'

const statusNames: Record<number, string> = {
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Not found',
  419: 'CSRF mismatch',
  422: 'Validation error',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Unavailable',
}

export function failureModeLabel(mode: FailureMode): string {
  if (mode === 'network') return 'Network error'
  if (mode === 'malformed') return 'Malformed response'
  return `${mode} ${statusNames[mode] ?? 'Error'}`
}
