import type { KycRecord, LoanRecord, MemberRecord } from '../types'
import { applyHostileRecords, applyOddDocumentPaths, applyReviewCheckCases } from './fixtures'
import { seedKyc } from './kyc'
import { seedLoan } from './loans'
import { seedMember } from './members'
import { createPerson, UniqueValues } from './people'
import { createPrng } from './prng'
import { startOfUtcDay } from '../time'

export interface SeedSizes {
  members: number
  loans: number
  kyc: number
}

export const defaultSeedSizes: SeedSizes = { members: 160, loans: 130, kyc: 100 }

/** 'demo' looks like a real cooperative's data; 'hostile' adds records with markup and formulas. */
export const seedScenarios = ['demo', 'hostile'] as const
export type SeedScenario = (typeof seedScenarios)[number]

export interface SeedOptions extends Partial<SeedSizes> {
  // Every date in the demo data is relative to this instant.
  now?: Date
  seed?: number
  scenario?: SeedScenario
}

export interface SeededTables {
  members: MemberRecord[]
  loans: LoanRecord[]
  kyc: KycRecord[]
}

export const DEFAULT_SEED = 20250301

// Records seeded between two chances for the browser to run other work: about 2,000 members take
// well under 200 ms, so seeding 100,000 never blocks the tab for long at a time.
const SEED_STEP = 2_000

const MINUTE_MS = 60_000

/**
 * The instant every seeded date is derived from: the end of the first minute of `now`'s UTC day, so a
 * seed built at 00:01 or at 23:59 holds the same records (ages, birthdays, the three records created
 * "today"). Only a seed built in a day's first minute has those three a few seconds ahead of the clock.
 */
function seedReference(now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() + MINUTE_MS)
}

// The seed as steps: each `yield` is a point where the caller may hand the thread back. The
// records are the same whether the steps run at once (seedTables) or spread out (seedTablesInSteps).
function* seedSteps(options: SeedOptions): Generator<void, SeededTables> {
  const now = seedReference(options.now ?? new Date())
  const sizes = { ...defaultSeedSizes, ...options }
  // Separate streams per table: growing one table leaves the others' records unchanged.
  const seed = options.seed ?? DEFAULT_SEED
  const memberPrng = createPrng(seed)
  const unique = new UniqueValues()
  const members: MemberRecord[] = []
  for (let index = 0; index < sizes.members; index += 1) {
    members.push(seedMember(memberPrng, now, index, createPerson(memberPrng, now, unique)))
    if ((index + 1) % SEED_STEP === 0) yield
  }
  const memberAt = (position: number): MemberRecord => {
    const member = members[position % members.length]
    if (!member) throw new Error('Loans and KYC records need at least one member')
    return member
  }
  const loanPrng = createPrng(seed + 1)
  const loans: LoanRecord[] = []
  for (let index = 0; index < sizes.loans; index += 1) {
    loans.push(seedLoan(loanPrng, now, index, memberAt(loanPrng.int(0, members.length - 1))))
    if ((index + 1) % SEED_STEP === 0) yield
  }
  const kycPrng = createPrng(seed + 2)
  // One KYC file per member, in member order, so KYC and member lists line up.
  const kyc: KycRecord[] = []
  for (let index = 0; index < sizes.kyc; index += 1) {
    kyc.push(seedKyc(kycPrng, now, index, memberAt(index)))
    if ((index + 1) % SEED_STEP === 0) yield
  }
  applyOddDocumentPaths(members, kyc)
  applyReviewCheckCases(members, loans, kyc, now)
  if (options.scenario === 'hostile') applyHostileRecords(members, loans, kyc)
  return { members, loans, kyc }
}

export function seedTables(options: SeedOptions = {}): SeededTables {
  const steps = seedSteps(options)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

// The same tables, handing the thread back after every step, so the page stays responsive while a
// large seed is built.
export async function seedTablesInSteps(options: SeedOptions, handBack: () => Promise<void>): Promise<SeededTables> {
  const steps = seedSteps(options)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await handBack()
  }
}
