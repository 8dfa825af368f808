/**
 * A person's name from its parts (title, first names, surname), skipping empty ones; '' when all are.
 * Apart from the date and money formats: the notify payloads need it in the entry chunk, and
 * date-fns' format with its locale must not come along.
 */
export function fullName(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part?.trim()).join(' ')
}

/**
 * What a confirmation names a record by, its facts joined with ' · ' (missing ones left out), e.g.
 * 'Mercy Khama · MBR-00090 · BWP 150,000': with the list dimmed behind it, the reviewer still sees
 * which record the action is for.
 */
export function recordSubject(...facts: (string | null | undefined)[]): string {
  return facts.filter((fact) => fact?.trim()).join(' · ')
}
