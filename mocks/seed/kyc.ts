import type { KycRecord, KycStatus, MemberRecord, PepFlag } from '../types'
import type { Prng } from './prng'
import {
  accountTypes,
  femaleNames,
  occupations,
  publicPositions,
  relationships,
  sourcesOfFunds,
  surnames,
  towns,
} from './pools'
import { createdAt, dayOf, laterThan, noteLine, stampStyle, statusFor } from './timeline'
import { DAY_MS, toDateColumn } from '../time'

const kycStatusWeights: readonly (readonly [KycStatus, number])[] = [
  ['pending', 35],
  ['verified', 25],
  ['approved', 25],
  ['rejected', 15],
]

// The KYC table was filled by three generations of forms, each storing yes/no its own way.
function flagWriter(prng: Prng): (value: boolean) => PepFlag {
  const style = prng.int(0, 2)
  if (style === 0) return (value) => (value ? 1 : 0)
  if (style === 1) return (value) => value
  return (value) => (value ? 'yes' : 'no')
}

function notesFor(status: KycStatus, updated: Date): string | null {
  if (status === 'verified') return noteLine('Verified', updated)
  if (status === 'approved') return `${noteLine('Verified', updated)}\n${noteLine('Approved', updated)}`
  if (status === 'rejected') return `Proof of residence older than 3 months.\n${noteLine('Rejected', updated)}`
  return null
}

export function seedKyc(prng: Prng, now: Date, index: number, member: MemberRecord): KycRecord {
  const created = createdAt(prng, now, index)
  const updated = laterThan(prng, created, now)
  const status = statusFor(prng, index, kycStatusWeights)
  const style = stampStyle(prng)
  const flag = flagWriter(prng)
  const politicallyExposed = prng.chance(0.12)
  const hasAssociate = prng.chance(0.08)
  const town = member.physical_address?.split(', ').pop() ?? prng.pick(towns)
  const folder = `/storage/kyc/${member.member_id}`
  const expiry = new Date(now.getTime() + prng.int(-60, 3650) * DAY_MS)
  const kyc: KycRecord = {
    id: index + 1,
    member_id: member.member_id,
    title: member.title,
    name: member.name,
    surname: member.surname,
    date_of_birth: member.date_of_birth,
    nationality: 'Motswana',
    omang_number: member.omang_number,
    expiry_date: style.dateColumn(toDateColumn(expiry)),
    occupation: prng.pick(occupations),
    place_of_work: member.duty_station,
    employer: member.organisation,
    telephone_work: member.telephone_work ?? null,
    postal_address: member.postal_address,
    physical_address: member.physical_address,
    village_town_city: town,
    country: 'Botswana',
    duration_of_stay: `${prng.int(0, 25)} years`,
    prev_address_if_under_2_years: prng.chance(0.2) ? `Plot ${prng.int(100, 9999)}, ${prng.pick(towns)}` : null,
    telephone: member.telephone_home,
    mobile_number: member.cell_number,
    email_address: member.email_address,
    bank_name: member.bank_name,
    branch_name: member.branch_name,
    account_number: member.account_number,
    account_type: prng.pick(accountTypes),
    source_of_funds: prng.pick(sourcesOfFunds),
    public_position_title: politicallyExposed ? prng.pick(publicPositions) : null,
    member_of_parliament: flag(false),
    speaker_national_assembly: flag(false),
    kgosi: flag(politicallyExposed && prng.chance(0.3)),
    councillor: flag(politicallyExposed && prng.chance(0.5)),
    senior_government_official: flag(politicallyExposed && prng.chance(0.4)),
    religous_leader: flag(prng.chance(0.03)),
    judicial_officer: flag(politicallyExposed && prng.chance(0.1)),
    senior_executive: flag(prng.chance(0.05)),
    title_position: politicallyExposed ? 'Elected official' : null,
    jurisdiction_of_position: politicallyExposed ? town : null,
    starting_date: politicallyExposed ? toDateColumn(new Date(now.getTime() - prng.int(200, 3000) * DAY_MS)) : null,
    ending_date: null,
    title_associate: hasAssociate ? 'Mrs' : null,
    name_associate: hasAssociate ? prng.pick(femaleNames) : null,
    surname_associate: hasAssociate ? prng.pick(surnames) : null,
    relationship_associate: hasAssociate ? prng.pick(relationships) : null,
    title_of_position_associate: hasAssociate ? 'Councillor' : null,
    jurisdiction_position_associate: hasAssociate ? prng.pick(towns) : null,
    starting_date_associate: hasAssociate ? toDateColumn(new Date(now.getTime() - prng.int(200, 3000) * DAY_MS)) : null,
    ending_date_associate: null,
    status,
    notes: notesFor(status, updated),
    identification_document_attachment: `${folder}/omang_${dayOf(created)}.png`,
    source_of_funds_attachment: prng.chance(0.7) ? `${folder}/source_of_funds.pdf` : null,
    proof_residence_attachment: prng.chance(0.9) ? `${folder}/proof_of_residence.pdf` : null,
    created_at: style.timestamp(created),
    updated_at: style.timestamp(updated),
  }
  // Rows from the oldest form have no PEP-detail or associate columns at all.
  if (!politicallyExposed && !hasAssociate && prng.chance(0.3)) {
    for (const key of [
      'title_position',
      'jurisdiction_of_position',
      'starting_date',
      'ending_date',
      'title_associate',
      'name_associate',
      'surname_associate',
      'relationship_associate',
      'title_of_position_associate',
      'jurisdiction_position_associate',
      'starting_date_associate',
      'ending_date_associate',
    ] as const) {
      delete kyc[key]
    }
  }
  return kyc
}
