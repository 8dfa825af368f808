// Laravel's `email` rule (RFC validation) accepts anything shaped local@domain without spaces.
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value)
}

export const cellNumberPattern = /^[0-9+\- ]{8,15}$/

export function isNineDigits(value: string): boolean {
  return /^\d{9}$/.test(value)
}
