import type { MemberRecord, MemberStatus } from '../types'
import type { Prng } from './prng'
import type { Person } from './people'
import { mobileNumber } from './people'
import { femaleNames, maleNames, relationships, surnames, titles } from './pools'
import { createdAt, dayOf, laterThan, noteLine, stampStyle, statusFor } from './timeline'
import { DAY_MS, toDateColumn } from '../time'

const memberStatusWeights: readonly (readonly [MemberStatus, number])[] = [
  ['pending', 25],
  ['verified', 12],
  ['active', 30],
  ['approved', 8],
  ['rejected', 8],
  ['suspended', 9],
  ['inactive', 8],
]

export const memberCode = (id: number): string => `MBR-${String(id).padStart(5, '0')}`

function notesFor(status: MemberStatus, updated: Date): string | null {
  switch (status) {
    case 'active':
    case 'approved':
      return noteLine('Approved', updated)
    case 'rejected':
      return `Incomplete documents.\n${noteLine('Rejected', updated)}`
    case 'suspended':
      return `${noteLine('Suspended', updated)} - Reason: Arrears on loan repayments`
    case 'inactive':
      return 'Member resigned from employer; account dormant.'
    default:
      return null
  }
}

export function seedMember(prng: Prng, now: Date, index: number, person: Person): MemberRecord {
  const id = index + 1
  const created = createdAt(prng, now, index)
  const updated = laterThan(prng, created, now)
  const status = statusFor(prng, index, memberStatusWeights)
  const style = stampStyle(prng)
  const beneficiaryGender = prng.chance(0.5)
  const beneficiaryBorn = new Date(now.getTime() - prng.int(1, 60) * 365 * DAY_MS)
  const hasDocuments = prng.chance(0.85)
  const code = memberCode(id)
  const member: MemberRecord = {
    id,
    member_id: code,
    application_date: style.dateColumn(dayOf(created)),
    membership_number:
      status === 'pending' || status === 'rejected'
        ? null
        : `SLC/${created.getUTCFullYear()}/${String(id).padStart(4, '0')}`,
    title: prng.pick(titles[person.gender]),
    name: person.firstName,
    surname: person.surname,
    gender: person.gender,
    date_of_birth: style.dateColumn(person.dateOfBirth),
    omang_number: person.omang,
    passport_number: person.passport,
    email_address: person.email,
    cell_number: person.cell,
    telephone_home: prng.chance(0.4) ? `+267 3${prng.digits(2)} ${prng.digits(4)}` : null,
    telephone_work: prng.chance(0.6) ? `+267 3${prng.digits(2)} ${prng.digits(4)}` : null,
    postal_address: `P O Box ${prng.int(10, 9999)}, ${person.town}`,
    physical_address: `${person.street}, ${person.town}`,
    marital_status: prng.pick(['single', 'married', 'divorced', 'widowed', 'married', 'single'] as const),
    next_of_kin_Id_number: prng.digits(9),
    next_of_kin_cell_number: mobileNumber(prng),
    organisation: person.employer.name,
    department: person.department,
    duty_station: person.town,
    designation: person.designation,
    bank_name: person.bank.name,
    account_number: person.accountNumber,
    branch_name: person.branch.name,
    branch_code: person.branch.code,
    beneficiary_name: `${prng.pick(beneficiaryGender ? femaleNames : maleNames)} ${prng.pick(surnames)}`,
    beneficiary_dob: toDateColumn(beneficiaryBorn),
    beneficiary_relationship: prng.pick(relationships),
    beneficiary_address: `P O Box ${prng.int(10, 9999)}, ${person.town}`,
    beneficiary_omang_number: prng.digits(9),
    omang: hasDocuments ? `/storage/documents/omang_${code}.png` : null,
    confirmation_letter: hasDocuments && prng.chance(0.8) ? `/storage/documents/confirmation_letter_${code}.pdf` : null,
    payslip: hasDocuments ? `/storage/documents/payslip_${code}_${dayOf(created).slice(0, 7)}.pdf` : null,
    status,
    notes: notesFor(status, updated),
    registeredAt: style.timestamp(created),
    created_at: style.timestamp(created),
    updated_at: style.timestamp(updated),
  }
  // Some rows predate the passport and work-phone columns: the API omits them entirely.
  if (prng.chance(0.15)) delete member.passport_number
  if (prng.chance(0.15)) delete member.telephone_work
  if (member.notes === null && prng.chance(0.5)) delete member.notes
  return member
}
