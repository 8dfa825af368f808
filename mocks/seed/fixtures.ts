import type { KycRecord, LoanRecord, MemberRecord } from '../types'

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

export function applyHostileRecords(members: MemberRecord[], loans: LoanRecord[], kyc: KycRecord[]): void {
  patch(members, 2, { surname: htmlSurname, notes: '<script>alert("notes")</script>' })
  patch(members, 10, { organisation: '=HYPERLINK("http://example.com","Debswana")' })
  patch(loans, 2, { first_names: 'Kagiso', surname: htmlSurname, loan_purpose: '<b>Bold</b> & <i>italic</i> purpose' })
  patch(loans, 3, { loan_purpose: '+27 cattle; -5 goats; @home' })
  patch(kyc, 2, { name: '"><svg onload=alert(1)>', notes: '</td><td>injected & "quoted"' })
}
