import type { Prng } from './prng'
import { banks, employers, femaleNames, maleNames, streets, surnames, towns } from './pools'
import type { Bank, Employer } from './pools'
import { DAY_MS, toDateColumn } from '../time'

export interface Person {
  gender: 'male' | 'female' | 'other'
  firstName: string
  surname: string
  dateOfBirth: string
  omang: string
  passport: string | null
  email: string
  cell: string
  town: string
  street: string
  bank: Bank
  branch: { name: string; code: string }
  accountNumber: string
  employer: Employer
  department: string
  designation: string
}

// Botswana mobile numbers start with 7; the format varies between forms people filled in.
export function mobileNumber(prng: Prng): string {
  const digits = `7${prng.pick(['1', '2', '3', '4', '5', '6', '7'])}${prng.digits(6)}`
  const style = prng.int(0, 2)
  if (style === 0) return `+267 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
  if (style === 1) return `+267${digits}`
  return digits
}

const asciiFold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase()

// Tracks values that must be unique across the whole seed (Omang numbers, e-mail addresses).
export class UniqueValues {
  private readonly seen = new Set<string>()

  claim(make: () => string): string {
    for (;;) {
      const value = make()
      if (!this.seen.has(value)) {
        this.seen.add(value)
        return value
      }
    }
  }
}

export function createPerson(prng: Prng, now: Date, unique: UniqueValues): Person {
  const gender = prng.chance(0.02) ? 'other' : prng.chance(0.52) ? 'female' : 'male'
  const firstName = prng.pick(gender === 'female' ? femaleNames : maleNames)
  const surname = prng.pick(surnames)
  const age = prng.int(19, 64)
  const born = new Date(now.getTime() - age * 365.25 * DAY_MS - prng.int(0, 364) * DAY_MS)
  // The fifth digit of an Omang number encodes sex (1 male, 2 female).
  const omang = unique.claim(
    () => `${prng.int(1, 9)}${prng.digits(3)}${gender === 'female' ? '2' : '1'}${prng.digits(4)}`,
  )
  const domain = prng.pick(['gmail.com', 'yahoo.com', 'botsnet.bw', 'mail.gov.bw', 'outlook.com'])
  const email = unique.claim(() => `${asciiFold(firstName)}.${asciiFold(surname)}${prng.int(1, 999)}@${domain}`)
  const bank = prng.pick(banks)
  const employer = prng.pick(employers)
  return {
    gender,
    firstName,
    surname,
    dateOfBirth: toDateColumn(born),
    omang,
    passport: prng.chance(0.25) ? `BN${prng.digits(7)}` : null,
    email,
    cell: mobileNumber(prng),
    town: prng.pick(towns),
    street: prng.pick(streets),
    bank,
    branch: prng.pick(bank.branches),
    accountNumber: prng.digits(prng.int(10, 13)),
    employer,
    department: prng.pick(employer.departments),
    designation: prng.pick(employer.designations),
  }
}
