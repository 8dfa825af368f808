import type { KycRecord, LoanRecord, MemberRecord } from '../types'
import { DAY_MS, toDateColumn } from '../time'

// Awkward and hostile values the client must survive. Stored document paths with spaces, `#`, `?`,
// `%`, `;`, quotes and non-ASCII characters, which must be URL-encoded, are real file names and stay
// in the demo. Markup that has to render as text and spreadsheet formulas that the CSV export must
// neutralise are not what a demo shows: they come only with the hostile scenario
// (`?mock.scenario=hostile`, or `scenario: 'hostile'` from tests).
export const oddDocumentPaths = {
  payslip: '/storage/documents/Tšhepo payslip #3 (50%)?.pdf',
  omangCopy: '/storage/documents/omang copy – Kgosi & Sons+1.png',
  letter: "/storage/documents/letter;v=2 [final] 'signed'.pdf",
  unicodeScan: '/storage/documents/Ōmang scan (front) ✓.png',
  kycResidence: '/storage/kyc/proof of residence – Maun, 2024 #2.pdf',
  kycId: '/storage/kyc/ID copy 100% clear?.png',
} as const

export const htmlSurname = '<img src=x onerror=alert(1)>'

function patch<T extends { id: number }>(records: T[], id: number, changes: Partial<T>): void {
  const record = records.find((candidate) => candidate.id === id)
  if (record) Object.assign(record, changes)
}

export function applyOddDocumentPaths(members: MemberRecord[], kyc: KycRecord[]): void {
  patch(members, 5, {
    name: 'Tšhepo',
    payslip: oddDocumentPaths.payslip,
    omang: oddDocumentPaths.omangCopy,
    confirmation_letter: oddDocumentPaths.letter,
  })
  patch(members, 10, { omang: oddDocumentPaths.unicodeScan })
  patch(kyc, 2, {
    identification_document_attachment: oddDocumentPaths.kycId,
    proof_residence_attachment: oddDocumentPaths.kycResidence,
  })
}

/** The records that raise each review check (DESIGN section 11), as a demo and QA expect to find them. */
export const reviewCheckCases = {
  /** A pending KYC record with an expired Omang and a politically exposed person's answer. */
  expiredPepKyc: 21,
  /** A KYC record whose Omang expires within 30 days. */
  expiringKyc: 18,
  /** A pending member (with their KYC record) under 18. */
  underAgeMember: 19,
  /** Two pending members (and their KYC records) carrying one Omang number. */
  sameOmangMembers: [32, 33],
  /** A pending member (and their KYC record) whose Omang number has 8 digits. */
  malformedOmangMember: 31,
  /** A loan application whose Omang differs from its member's. */
  differingOmangLoan: 9,
} as const

/**
 * Deterministic cases of every review check, on top of the generated ones (missing documents, PEP
 * answers, pending members and KYC records behind loans, several open loans of one member): the
 * generator keeps Omang numbers unique, ages adult and a loan's Omang its member's.
 */
export function applyReviewCheckCases(members: MemberRecord[], loans: LoanRecord[], kyc: KycRecord[], now: Date): void {
  const day = (offset: number) => toDateColumn(new Date(now.getTime() + offset * DAY_MS))
  const cases = reviewCheckCases
  patch(kyc, cases.expiredPepKyc, { expiry_date: day(-30), kgosi: true })
  patch(kyc, cases.expiringKyc, { expiry_date: day(14) })
  // A person's details are the same on their member record, their KYC record and their loans.
  const memberCode = (id: number) => members.find((member) => member.id === id)?.member_id
  const everywhere = (id: number, changes: Partial<MemberRecord & KycRecord & LoanRecord>) => {
    const code = memberCode(id)
    if (code === undefined) return
    for (const record of [...members, ...kyc, ...loans]) if (record.member_id === code) Object.assign(record, changes)
  }
  everywhere(cases.underAgeMember, { date_of_birth: day(-16 * 365 - 100) })
  const [first, second] = cases.sameOmangMembers
  const shared = members.find((member) => member.id === second)?.omang_number
  if (shared) everywhere(first, { omang_number: shared })
  everywhere(cases.malformedOmangMember, { omang_number: '41234567' })
  patch(loans, cases.differingOmangLoan, { omang_number: '498765432' })
}

export function applyHostileRecords(members: MemberRecord[], loans: LoanRecord[], kyc: KycRecord[]): void {
  patch(members, 2, { surname: htmlSurname, notes: '<script>alert("notes")</script>' })
  patch(members, 10, { organisation: '=HYPERLINK("http://example.com","Debswana")' })
  patch(loans, 2, { first_names: 'Kagiso', surname: htmlSurname, loan_purpose: '<b>Bold</b> & <i>italic</i> purpose' })
  patch(loans, 3, { loan_purpose: '+27 cattle; -5 goats; @home' })
  patch(kyc, 2, { name: '"><svg onload=alert(1)>', notes: '</td><td>injected & "quoted"' })
}
