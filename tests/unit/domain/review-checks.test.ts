import {
  isMalformedOmang,
  reviewChecks,
  sameOmangMembers,
  type CheckedRecord,
  type ReviewCheckKind,
} from '@/domain/review-checks'
import { PEP_QUESTIONS } from '@/domain/pep-questions'

// Mid-morning, so a check that compared instants rather than calendar days would show up.
const today = new Date(2026, 2, 15, 10, 30)

/** A record that raises nothing: a valid Omang far from expiry, an adult, no PEP answer yes. */
const clean: CheckedRecord = {
  omangNumber: '412345678',
  dateOfBirth: '1990-07-04',
  expiryDate: '2030-01-01',
  pepAnswers: Object.fromEntries(PEP_QUESTIONS.map((question) => [question.key, false])),
  sameOmangMembers: [],
}

const kinds = (record: Partial<CheckedRecord>): ReviewCheckKind[] =>
  reviewChecks({ ...clean, ...record }, today).map((check) => check.kind)
const texts = (record: Partial<CheckedRecord>): string[] =>
  reviewChecks({ ...clean, ...record }, today).map((check) => check.text)

describe('reviewChecks', () => {
  it('raises nothing for a clean record, nor for one with nothing filled in', () => {
    expect(reviewChecks(clean, today)).toEqual([])
    expect(reviewChecks({ omangNumber: null, dateOfBirth: null }, today)).toEqual([])
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

    it('tells expired from expiring by kind', () => {
      expect(kinds({ expiryDate: '2026-03-14' })).toEqual(['omang-expired'])
      expect(kinds({ expiryDate: '2026-03-15' })).toEqual(['omang-expiring'])
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

  describe('same Omang', () => {
    it('names each other member carrying it', () => {
      expect(texts({ sameOmangMembers: ['M-00012', 'M-00140'] })).toEqual([
        'Same Omang as member M-00012',
        'Same Omang as member M-00140',
      ])
      expect(kinds({ sameOmangMembers: ['M-00012'] })).toEqual(['same-omang'])
    })

    it('raises nothing when no other member carries it', () => {
      expect(texts({ sameOmangMembers: [] })).toEqual([])
      expect(texts({ sameOmangMembers: undefined })).toEqual([])
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
    })

    it.each(PEP_QUESTIONS)('raises it for $label alone', ({ key, label }) => {
      expect(texts({ pepAnswers: { [key]: true } })).toEqual([`Politically exposed person: ${label}`])
    })

    it('raises nothing when every answer is no or unanswered', () => {
      expect(texts({ pepAnswers: { kgosi: false, judicial_officer: null } })).toEqual([])
      expect(texts({ pepAnswers: undefined })).toEqual([])
    })
  })

  it('lists several checks in reading order', () => {
    expect(
      kinds({
        omangNumber: '12345',
        dateOfBirth: '2010-05-05',
        expiryDate: '2026-01-01',
        pepAnswers: { senior_executive: true },
        sameOmangMembers: ['M-00001'],
      }),
    ).toEqual(['omang-expired', 'omang-malformed', 'same-omang', 'under-age', 'politically-exposed'])
  })
})

describe('sameOmangMembers', () => {
  const found = [
    { id: 7, member_id: 'M-00007', omang_number: '412345678' },
    { id: 8, member_id: 'M-00008', omang_number: '412 345 678' },
    // The search matches any field: a phone number holding the digits is not the same Omang.
    { id: 9, member_id: 'M-00009', omang_number: '912345670' },
    { id: 10, member_id: null, omang_number: '412345678' },
  ]

  it('keeps the members carrying exactly that Omang, leaving out the record itself', () => {
    expect(sameOmangMembers('412345678', found, (holder) => holder.id === 7)).toEqual(['M-00008', '10'])
  })

  it('finds nothing without an Omang number, or when only the record itself carries it', () => {
    expect(sameOmangMembers(null, found, () => false)).toEqual([])
    expect(sameOmangMembers('  ', found, () => false)).toEqual([])
    expect(sameOmangMembers('412345678', found.slice(0, 1), (holder) => holder.id === 7)).toEqual([])
  })
})
