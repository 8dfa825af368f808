import { seedTables, seedTablesInSteps, type SeededTables } from '@mocks/seed'
import { htmlSurname, reviewCheckCases } from '@mocks/seed/fixtures'
import { kycStatuses, loanStatuses, memberStatuses } from '@mocks/types'
import { notesEvents } from '@/domain/notes-history'
import { parseWireDate } from '@mocks/time'

const now = new Date('2025-03-01T10:00:00Z')
const tables = seedTables({ now })

describe('mock API seed', () => {
  it('is deterministic for a given anchor and shifts only dates with the anchor', () => {
    expect(seedTables({ now })).toEqual(tables)
    const later = seedTables({ now: new Date('2026-01-01T10:00:00Z') })
    expect(later.members.map((member) => member.email_address)).toEqual(
      tables.members.map((member) => member.email_address),
    )
    expect(later.members[10]?.created_at).not.toBe(tables.members[10]?.created_at)
  })

  it('seeds the same records at any time of the same day', () => {
    const morning = seedTables({ now: new Date('2025-03-01T00:01:00Z') })
    const night = seedTables({ now: new Date('2025-03-01T23:59:00Z') })
    expect(night).toEqual(morning)
    expect(morning).toEqual(tables)
  })

  it('has at least 150 members, 120 loans and 90 KYC records with every status', () => {
    expect(tables.members.length).toBeGreaterThanOrEqual(150)
    expect(tables.loans.length).toBeGreaterThanOrEqual(120)
    expect(tables.kyc.length).toBeGreaterThanOrEqual(90)
    expect(new Set(tables.members.map((member) => member.status))).toEqual(new Set(memberStatuses))
    expect(new Set(tables.loans.map((loan) => loan.status))).toEqual(new Set(loanStatuses))
    expect(new Set(tables.kyc.map((record) => record.status))).toEqual(new Set(kycStatuses))
  })

  it('looks like Botswana: Omang numbers, +267 mobiles, BWP decimals, local banks and towns', () => {
    // Apart from the review-check cases, which share one and break another on purpose.
    const cases: readonly number[] = [reviewCheckCases.malformedOmangMember, reviewCheckCases.sameOmangMembers[0]]
    const omangs = tables.members.filter((member) => !cases.includes(member.id)).map((member) => member.omang_number)
    expect(omangs.every((omang) => /^\d{9}$/.test(omang ?? ''))).toBe(true)
    expect(new Set(omangs).size).toBe(omangs.length)
    expect(new Set(tables.members.map((member) => member.email_address)).size).toBe(tables.members.length)
    expect(tables.members.every((member) => /^(\+267 ?)?7\d ?\d{3} ?\d{3}$/.test(member.cell_number))).toBe(true)
    expect(tables.loans.every((loan) => /^\d+\.\d{2}$/.test(loan.amount_applied_for_in_numeric))).toBe(true)
    expect(new Set(tables.members.map((member) => member.bank_name))).toEqual(
      new Set([
        'First National Bank Botswana',
        'Absa Bank Botswana',
        'Stanbic Bank Botswana',
        'Bank Gaborone',
        'BBS Bank',
      ]),
    )
    expect(tables.members.some((member) => member.physical_address?.endsWith('Francistown'))).toBe(true)
    expect(tables.members.some((member) => member.organisation === 'Debswana')).toBe(true)
  })

  it('holds a pending record raising each review check (DESIGN section 11)', () => {
    const member = (id: number) => tables.members.find((record) => record.id === id)
    const kyc = (id: number) => tables.kyc.find((record) => record.id === id)
    const expired = kyc(reviewCheckCases.expiredPepKyc)
    expect(expired?.status).toBe('pending')
    expect(expired?.expiry_date).toBe('2025-01-30')
    expect(expired?.kgosi).toBe(true)
    expect(kyc(reviewCheckCases.expiringKyc)?.expiry_date).toBe('2025-03-15')
    const [first, second] = reviewCheckCases.sameOmangMembers
    expect(member(first)?.omang_number).toBe(member(second)?.omang_number)
    expect(member(first)?.status).toBe('pending')
    expect(member(reviewCheckCases.malformedOmangMember)?.omang_number).toBe('41234567')
    expect(member(reviewCheckCases.underAgeMember)?.date_of_birth).toMatch(/^2008-/)
    const loan = tables.loans.find((record) => record.id === reviewCheckCases.differingOmangLoan)
    expect(loan?.omang_number).not.toBe(
      tables.members.find((record) => record.member_id === loan?.member_id)?.omang_number,
    )
    // What the generator makes: KYC records without a document, PEP answers, loans of pending members.
    const pendingKyc = tables.kyc.filter((record) => record.status === 'pending')
    expect(pendingKyc.some((record) => record.source_of_funds_attachment === null)).toBe(true)
    expect(pendingKyc.some((record) => record.proof_residence_attachment === null)).toBe(true)
    const pendingMembers = new Set(
      tables.members.filter((record) => record.status === 'pending').map((record) => record.member_id),
    )
    expect(tables.loans.some((record) => record.status === 'pending' && pendingMembers.has(record.member_id))).toBe(
      true,
    )
  })

  it('serialises dates the several ways Laravel does', () => {
    const stamps = tables.loans.map((loan) => loan.created_at)
    expect(stamps.some((stamp) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(stamp))).toBe(true)
    expect(stamps.some((stamp) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(stamp))).toBe(true)
    const births = tables.members.map((member) => member.date_of_birth)
    expect(births.some((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true)
    expect(births.some((date) => date.endsWith('T00:00:00.000000Z'))).toBe(true)
    expect(
      tables.members.every(
        (member) =>
          Date.parse(member.created_at.replace(' ', 'T') + (member.created_at.includes('Z') ? '' : 'Z')) <=
          now.getTime(),
      ),
    ).toBe(true)
  })

  it('mixes null and missing nullable columns and PEP flag styles', () => {
    expect(tables.members.some((member) => !('passport_number' in member))).toBe(true)
    expect(tables.members.some((member) => member.passport_number === null)).toBe(true)
    const flags = new Set(tables.kyc.map((record) => typeof record.kgosi))
    expect(flags).toEqual(new Set(['number', 'boolean', 'string']))
  })

  it('keeps hostile text out of the demo, and adds it in the hostile scenario', () => {
    const hasMarkup = (seeded: SeededTables) =>
      seeded.members.some((member) => /[<>]/.test(`${member.surname} ${member.notes ?? ''}`)) ||
      seeded.members.some((member) => member.organisation?.startsWith('=')) ||
      seeded.loans.some((loan) => /[<>]/.test(`${loan.surname} ${loan.loan_purpose ?? ''}`)) ||
      seeded.kyc.some((record) => /[<>]/.test(`${record.name} ${record.notes ?? ''}`))
    expect(hasMarkup(tables)).toBe(false)
    const hostile = seedTables({ now, scenario: 'hostile' })
    expect(hostile.members.find((member) => member.id === 2)?.surname).toBe(htmlSurname)
    expect(hostile.loans.some((loan) => loan.loan_purpose?.includes('<b>'))).toBe(true)
    expect(hostile.kyc.some((record) => record.name.includes('<svg'))).toBe(true)
  })

  it('grows to 5,000 members for the export benchmark, keeping the first rows identical', () => {
    const big = seedTables({ now, members: 5000 })
    expect(big.members).toHaveLength(5000)
    expect(big.members.slice(0, 20)).toEqual(tables.members.slice(0, 20))
    expect(new Set(big.members.map((member) => member.email_address)).size).toBe(5000)
  })

  it('seeds in steps of 2,000 records, handing the thread back between them, with the same records', async () => {
    let handedBack = 0
    const stepped = await seedTablesInSteps({ now, members: 5000 }, async () => {
      handedBack += 1
    })
    expect(handedBack).toBe(2)
    expect(stepped).toEqual(seedTables({ now, members: 5000 }))
  })
})

describe('seeded notes lines', () => {
  const originalZone = process.env.TZ
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ
    else process.env.TZ = originalZone
  })

  // A line names no zone: the console writes and reads it in the browser's local time, so the seed
  // does too, and a decision never reads as made before its record was created.
  it.each(['Africa/Gaborone', 'UTC', 'Pacific/Honolulu'])(
    'never date a decision before its record, read in %s',
    (zone) => {
      process.env.TZ = zone
      const seeded = seedTables({ now })
      const records = [...seeded.loans, ...seeded.kyc, ...seeded.members]
      const decided = records.filter((record) => notesEvents(record.notes).length > 0)
      expect(decided.length).toBeGreaterThan(100)
      for (const record of decided) {
        const createdMinute = Math.floor((parseWireDate(record.created_at)?.getTime() ?? 0) / 60_000) * 60_000
        for (const event of notesEvents(record.notes)) {
          expect(event.at.getTime(), `${record.id}: ${event.what}`).toBeGreaterThanOrEqual(createdMinute)
        }
      }
    },
  )
})
