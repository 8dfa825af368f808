import type { KycRecord, LoanRecord, MemberRecord } from '../types'
import { applyFixtures } from './fixtures'
import { seedKyc } from './kyc'
import { seedLoan } from './loans'
import { seedMember } from './members'
import { createPerson, UniqueValues } from './people'
import { createPrng } from './prng'

export interface SeedSizes {
  members: number
  loans: number
  kyc: number
}

export const defaultSeedSizes: SeedSizes = { members: 160, loans: 130, kyc: 100 }

export interface SeedOptions extends Partial<SeedSizes> {
  // Every date in the demo data is relative to this instant.
  now?: Date
  seed?: number
}

export interface SeededTables {
  members: MemberRecord[]
  loans: LoanRecord[]
  kyc: KycRecord[]
}

export const DEFAULT_SEED = 20250301

export function seedTables(options: SeedOptions = {}): SeededTables {
  const now = options.now ?? new Date()
  const sizes = { ...defaultSeedSizes, ...options }
  // Separate streams per table: growing one table leaves the others' records unchanged.
  const seed = options.seed ?? DEFAULT_SEED
  const memberPrng = createPrng(seed)
  const unique = new UniqueValues()
  const members = Array.from({ length: sizes.members }, (_, index) =>
    seedMember(memberPrng, now, index, createPerson(memberPrng, now, unique)),
  )
  const memberAt = (position: number): MemberRecord => {
    const member = members[position % members.length]
    if (!member) throw new Error('Loans and KYC records need at least one member')
    return member
  }
  const loanPrng = createPrng(seed + 1)
  const loans = Array.from({ length: sizes.loans }, (_, index) =>
    seedLoan(loanPrng, now, index, memberAt(loanPrng.int(0, members.length - 1))),
  )
  const kycPrng = createPrng(seed + 2)
  // One KYC file per member, in member order, so KYC and member lists line up.
  const kyc = Array.from({ length: sizes.kyc }, (_, index) => seedKyc(kycPrng, now, index, memberAt(index)))
  applyFixtures(members, loans, kyc)
  return { members, loans, kyc }
}
