/**
 * A person's name from its parts (title, first names, surname), skipping empty ones; '' when all are.
 * Apart from the date and money formats: the notify payloads need it in the entry chunk, and
 * date-fns' format with its locale must not come along.
 */
export function fullName(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part?.trim()).join(' ')
}
