export type StatusTone = 'green' | 'yellow' | 'red' | 'grey' | 'blue'

/** SPEC section 4 badge colours. A Map, so a status such as "constructor" finds nothing inherited. */
const TONES = new Map<string, StatusTone>([
  ['approved', 'green'],
  ['verified', 'green'],
  ['active', 'green'],
  ['pending', 'yellow'],
  ['review', 'yellow'],
  ['rejected', 'red'],
  ['suspended', 'red'],
  ['inactive', 'grey'],
  ['additional_info', 'blue'],
])

export function statusTone(status: string | null | undefined): StatusTone {
  return TONES.get((status ?? '').trim().toLowerCase()) ?? 'grey'
}
