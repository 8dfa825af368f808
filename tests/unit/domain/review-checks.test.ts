import {
  checkKey,
  isMalformedOmang,
  loanFileChecks,
  needingAttention,
  needsDueDiligence,
  notLookedUpCheck,
  ownChecks,
  sameOmangChecks,
  sameOmangMembers,
  type CheckedRecord,
  type ReviewCheckKind,
} from '@/domain/review-checks'
import type { FiledKyc, FiledLoan, FiledMember } from '@/domain/member-file'
import { PEP_QUESTIONS } from '@/domain/pep-questions'

// Mid-morning, so a check that compared instants rather than calendar days would show up.
const today = new Date(2026, 2, 15, 10, 30)

/** A record that raises nothing: a valid Omang far from expiry, an adult, no PEP answer yes. */
const clean: CheckedRecord = {
  omangNumber: '412345678',
  dateOfBirth: '1990-07-04',
  expiryDate: '2030-01-01',
  pepAnswers: Object.fromEntries(PEP_QUESTIONS.map((question) => [question.key, false])),
  requiredDocuments: [{ label: 'Proof of residence', path: '/storage/kyc/p.pdf' }],
}

const kinds = (record: Partial<CheckedRecord>): ReviewCheckKind[] =>
  ownChecks({ ...clean, ...record }, today).map((check) => check.kind)
const texts = (record: Partial<CheckedRecord>): string[] =>
  ownChecks({ ...clean, ...record }, today).map((check) => check.text)
const levels = (record: Partial<CheckedRecord>) => ownChecks({ ...clean, ...record }, today).map((check) => check.level)

describe('ownChecks', () => {
  it('raises nothing for a clean record, nor for one with nothing filled in', () => {
    expect(ownChecks(clean, today)).toEqual([])
    expect(ownChecks({ omangNumber: null, dateOfBirth: null }, today)).toEqual([])
  })

  describe('Omang expiry', () => {
    it.each([
      ['yesterday', '2026-03-14', ['Omang expired on Mar 14, 2026']],
      ['long ago', '2019-11-02', ['Omang expired on Nov 02, 2019']],
      ['today (its last valid day)', '2026-03-15', ['Omang expires on Mar 15, 2026']],
      ['in 30 days', '2026-04-14', ['Omang expires on Apr 14, 2026']],
      ['in 31 days', '2026-04-15', []],
      ['in years', '2031-03-15', []],
      ['not given', null, []],
    ])('expiring %s', (_when, expiryDate, expected) => {
      expect(texts({ expiryDate })).toEqual(expected)
    })

    it('tells expired (needs attention) from expiring (a note)', () => {
      expect(kinds({ expiryDate: '2026-03-14' })).toEqual(['omang-expired'])
      expect(levels({ expiryDate: '2026-03-14' })).toEqual(['attention'])
      expect(kinds({ expiryDate: '2026-03-15' })).toEqual(['omang-expiring'])
      expect(levels({ expiryDate: '2026-03-15' })).toEqual(['note'])
    })
  })

  describe('malformed Omang', () => {
    it.each(['41234567', '4123456789', '41234567X', 'B12345678'])('%s is not 9 digits', (omangNumber) => {
      expect(texts({ omangNumber })).toEqual(['Omang number is not 9 digits'])
      expect(kinds({ omangNumber })).toEqual(['omang-malformed'])
    })

    it.each(['412345678', ' 412 345 678 ', null, ''])('%j raises nothing', (omangNumber) => {
      expect(texts({ omangNumber })).toEqual([])
      expect(isMalformedOmang(omangNumber)).toBe(false)
    })
  })

  describe('under 18', () => {
    it.each([
      ['turns 18 tomorrow', '2008-03-16', ['Under 18']],
      ['is a child', '2015-01-01', ['Under 18']],
      ['turns 18 today', '2008-03-15', []],
      ['turned 18 yesterday', '2008-03-14', []],
      ['is an adult', '1990-07-04', []],
      ['has a birth date in the future (a typing mistake)', '2027-01-01', []],
      ['has no birth date', null, []],
    ])('someone who %s', (_who, dateOfBirth, expected) => {
      expect(texts({ dateOfBirth })).toEqual(expected)
    })

    it('is its own kind', () => {
      expect(kinds({ dateOfBirth: '2008-03-16' })).toEqual(['under-age'])
    })
  })

  describe('politically exposed person', () => {
    it('names the positions answered yes, in the form order', () => {
      expect(texts({ pepAnswers: { kgosi: true, member_of_parliament: true, councillor: false } })).toEqual([
        'Politically exposed person: Member of Parliament, Kgosi',
      ])
      expect(kinds({ pepAnswers: { religous_leader: true } })).toEqual(['politically-exposed'])
      expect(needsDueDiligence(ownChecks({ ...clean, pepAnswers: { kgosi: true } }, today))).toBe(true)
      expect(needsDueDiligence(ownChecks(clean, today))).toBe(false)
    })

    it.each(PEP_QUESTIONS)('raises it for $label alone', ({ key, label }) => {
      expect(texts({ pepAnswers: { [key]: true } })).toEqual([`Politically exposed person: ${label}`])
    })

    it('raises nothing when every answer is no or unanswered', () => {
      expect(texts({ pepAnswers: { kgosi: false, judicial_officer: null } })).toEqual([])
      expect(texts({ pepAnswers: undefined })).toEqual([])
    })
  })

  describe('required documents', () => {
    const documents = [
      { label: 'Identification document', path: '/storage/kyc/id.png' },
      { label: 'Proof of residence', path: null },
      { label: 'Source of funds', path: '  ' },
    ]

    it('names each document not uploaded, a blank path included', () => {
      expect(texts({ requiredDocuments: documents })).toEqual([
        'Proof of residence not uploaded',
        'Source of funds not uploaded',
      ])
      expect(levels({ requiredDocuments: documents })).toEqual(['attention', 'attention'])
    })

    it('raises nothing when every one is there', () => {
      expect(texts({ requiredDocuments: documents.slice(0, 1) })).toEqual([])
    })
  })

  it('lists several checks in reading order, every one but the expiry note needing attention', () => {
    const record = {
      omangNumber: '12345',
      dateOfBirth: '2010-05-05',
      expiryDate: '2026-01-01',
      pepAnswers: { senior_executive: true },
      requiredDocuments: [{ label: 'Omang copy', path: null }],
    }
    expect(kinds(record)).toEqual([
      'omang-expired',
      'omang-malformed',
      'under-age',
      'politically-exposed',
      'document-missing',
    ])
    expect(needingAttention(ownChecks({ ...clean, ...record }, today))).toHaveLength(5)
  })
})

describe('sameOmangChecks', () => {
  it('names each other member carrying it, linking to that member', () => {
    const others = [
      { id: 12, member_id: 'MBR-00012', name: 'A', surname: 'B', status: 'active', omang_number: '412345678' },
      { id: 140, member_id: null, name: 'C', surname: 'D', status: 'pending', omang_number: '412345678' },
    ]
    expect(sameOmangChecks(others)).toEqual([
      { kind: 'same-omang', level: 'attention', text: 'Same Omang as MBR-00012', target: { entity: 'member', id: 12 } },
      {
        kind: 'same-omang',
        level: 'attention',
        text: 'Same Omang as member 140',
        target: { entity: 'member', id: 140 },
      },
    ])
    expect(sameOmangChecks([])).toEqual([])
  })
})

describe('sameOmangMembers', () => {
  const holder = (id: number, member_id: string | null, omang_number: string): FiledMember => ({
    id,
    member_id,
    name: 'Neo',
    surname: 'Kgosi',
    status: 'active',
    omang_number,
  })
  const found = [
    holder(7, 'M-00007', '412345678'),
    holder(8, 'M-00008', '412 345 678'),
    // The search matches any field: a phone number holding the digits is not the same Omang.
    holder(9, 'M-00009', '912345670'),
    holder(10, null, '412345678'),
  ]

  it('keeps the members carrying exactly that Omang, leaving out the record itself', () => {
    expect(sameOmangMembers('412345678', found, (member) => member.id === 7).map((member) => member.id)).toEqual([
      8, 10,
    ])
  })

  it('finds nothing without an Omang number, or when only the record itself carries it', () => {
    expect(sameOmangMembers(null, found, () => false)).toEqual([])
    expect(sameOmangMembers('  ', found, () => false)).toEqual([])
    expect(sameOmangMembers('412345678', found.slice(0, 1), (member) => member.id === 7)).toEqual([])
  })
})

describe('loanFileChecks', () => {
  const loan = { id: 40, memberId: 'MBR-00007', omangNumber: '412345678' }
  const member = (changes: Partial<FiledMember> = {}): FiledMember => ({
    id: 7,
    member_id: 'MBR-00007',
    name: 'Neo',
    surname: 'Kgosi',
    status: 'active',
    omang_number: '412345678',
    ...changes,
  })
  const kyc = (id: number, status: string, created_at = '2026-01-01T08:00:00.000Z'): FiledKyc => ({
    id,
    member_id: 'MBR-00007',
    status,
    created_at,
  })
  const application = (id: number, status: string, amount: number | null, member_id = 'MBR-00007'): FiledLoan => ({
    id,
    member_id,
    status,
    amount_applied_for_in_numeric: amount,
    created_at: `2026-02-${String(id).padStart(2, '0')}T08:00:00.000Z`,
  })
  // A search for 'MBR-00007' may also find records of another member: never theirs.
  const stranger = member({ id: 70, member_id: 'MBR-00070', status: 'suspended' })

  it('raises nothing for an active member with an approved KYC, the same Omang and no other open loan', () => {
    expect(
      loanFileChecks(loan, {
        members: [stranger, member()],
        kyc: [kyc(3, 'rejected'), kyc(4, 'approved')],
        loans: [application(40, 'pending', 5000), application(9, 'approved', 9000), application(8, 'pending', 1, 'X')],
      }),
    ).toEqual([])
  })

  it('checks nothing it has not looked up yet', () => {
    expect(loanFileChecks(loan, {})).toEqual([])
  })

  it.each([
    ['pending', 'Membership MBR-00007 is Pending'],
    ['suspended', 'Membership MBR-00007 is Suspended'],
    ['rejected', 'Membership MBR-00007 is Rejected'],
  ])('flags a membership that is %s, linking to the member', (status, text) => {
    expect(loanFileChecks(loan, { members: [member({ status })] })).toEqual([
      { kind: 'membership-inactive', level: 'attention', text, target: { entity: 'member', id: 7 } },
    ])
  })

  it.each(['active', 'approved'])('accepts a membership that is %s', (status) => {
    expect(loanFileChecks(loan, { members: [member({ status })] })).toEqual([])
  })

  it('flags a member ID no member carries, and an application with none', () => {
    expect(loanFileChecks(loan, { members: [stranger] }).map((check) => check.text)).toEqual([
      'No member MBR-00007 found',
    ])
    expect(loanFileChecks({ ...loan, memberId: ' ' }, {}).map((check) => check.text)).toEqual([
      'No member ID on this application',
    ])
  })

  it("flags an Omang that differs from the member's", () => {
    expect(loanFileChecks(loan, { members: [member({ omang_number: '498765432' })] })).toEqual([
      {
        kind: 'omang-differs',
        level: 'attention',
        text: "Omang differs from the member's (498765432)",
        target: { entity: 'member', id: 7 },
      },
    ])
    expect(loanFileChecks({ ...loan, omangNumber: '412 345 678' }, { members: [member()] })).toEqual([])
  })

  it('flags a member whose KYC is not approved, linking to the newest record, or who has none', () => {
    expect(loanFileChecks(loan, { kyc: [kyc(3, 'rejected', '2025-01-01T08:00:00.000Z'), kyc(5, 'pending')] })).toEqual([
      {
        kind: 'kyc-not-approved',
        level: 'attention',
        text: "Member's KYC is Pending",
        target: { entity: 'kyc', id: 5 },
      },
    ])
    expect(loanFileChecks(loan, { kyc: [] }).map((check) => check.text)).toEqual(['No KYC record for MBR-00007'])
  })

  it("notes the member's other open applications with their amounts, each a link", () => {
    const checks = loanFileChecks(loan, {
      loans: [application(40, 'pending', 5000), application(12, 'verified', 25000), application(11, 'pending', null)],
    })
    expect(checks).toEqual([
      {
        kind: 'other-open-loan',
        level: 'note',
        text: 'Loan application 12 is also open: BWP 25,000 (Verified)',
        target: { entity: 'loan', id: 12 },
      },
      {
        kind: 'other-open-loan',
        level: 'note',
        text: 'Loan application 11 is also open: N/A (Pending)',
        target: { entity: 'loan', id: 11 },
      },
    ])
    expect(needingAttention(checks)).toEqual([])
  })
})

describe('notLookedUpCheck', () => {
  it('says what could not be checked, at the level given', () => {
    expect(notLookedUpCheck('attention', 'other members with this Omang')).toEqual({
      kind: 'not-looked-up',
      level: 'attention',
      text: 'Could not check other members with this Omang',
    })
  })
})

describe('checkKey', () => {
  // Lists key their checks by it: two children of one key lose one of them (a stale line, a link
  // never unsubscribed), so two checks about different records never share one, whatever they read.
  it('tells apart two checks that read the same but are about different records', () => {
    const about = (id: number) => ({
      kind: 'same-omang' as const,
      level: 'attention' as const,
      text: 'Same Omang as another member',
      target: { entity: 'member' as const, id },
    })
    expect(checkKey(about(4))).not.toBe(checkKey(about(5)))
    expect(checkKey(about(4))).toBe(checkKey(about(4)))
  })

  it('is the text for a check about no other record', () => {
    expect(checkKey(notLookedUpCheck('note', 'other loan applications'))).toBe(
      'Could not check other loan applications',
    )
  })
})
