import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { mockDb } from '../../mocks/node'
import { parseWireDate } from '../../mocks/time'
import type { KycRecord, MemberRecord } from '../../mocks/node'

/** A 9-digit Omang number no member, KYC record or loan carries yet. */
export function unusedOmang(): string {
  const db = mockDb()
  const taken = new Set([...db.members.all(), ...db.kyc.all(), ...db.loans.all()].map((record) => record.omang_number))
  for (let candidate = 700000001; ; candidate += 1) {
    if (!taken.has(String(candidate))) return String(candidate)
  }
}

const NO_PEP = {
  member_of_parliament: false,
  speaker_national_assembly: false,
  kgosi: false,
  councillor: false,
  senior_government_official: false,
  religous_leader: false,
  judicial_officer: false,
  senior_executive: false,
} satisfies Partial<KycRecord>

/** The member filed under `memberId`, given `changes`. */
function updateMember(memberId: string, changes: Partial<MemberRecord>): MemberRecord | undefined {
  const member = mockDb()
    .members.all()
    .find((candidate) => candidate.member_id === memberId)
  return member && mockDb().members.update(member.id, changes)
}

/** A KYC record of this member, approved: an existing one, or a copy of another record filed under them. */
function approvedKycFor(memberId: string, omang: string): void {
  const db = mockDb()
  const own = db.kyc.all().filter((record) => record.member_id === memberId)
  if (own.length > 0) {
    for (const record of own) db.kyc.update(record.id, { status: 'approved', omang_number: omang })
    return
  }
  const template = db.kyc.all()[0]
  if (!template) throw new Error('No KYC record in the seed')
  db.kyc.insert((id) => ({ ...template, id, member_id: memberId, status: 'approved', omang_number: omang }))
}

/**
 * Makes a record of the mock's database raise no check that needs attention (DESIGN section 11), so
 * its Verify and Approve confirm with no acknowledgement: an unused, valid Omang on the record and
 * its member, an adult, every document; a loan's member active with an approved KYC record.
 */
export function withoutAttention(kind: 'loan' | 'kyc' | 'member', id: number): void {
  const db = mockDb()
  const omang = unusedOmang()
  if (kind === 'member') {
    const member = db.members.update(id, {
      omang_number: omang,
      date_of_birth: '1985-11-20',
      omang: `/storage/documents/omang_${id}.png`,
    })
    if (member.member_id) approvedKycFor(member.member_id, omang)
    return
  }
  if (kind === 'kyc') {
    const kyc = db.kyc.update(id, {
      omang_number: omang,
      date_of_birth: '1990-07-04',
      expiry_date: '2035-01-01',
      ...NO_PEP,
      identification_document_attachment: `/storage/kyc/${id}/omang.png`,
      source_of_funds_attachment: `/storage/kyc/${id}/source_of_funds.pdf`,
      proof_residence_attachment: `/storage/kyc/${id}/proof_of_residence.pdf`,
    })
    if (kyc.member_id) updateMember(kyc.member_id, { omang_number: omang })
    return
  }
  const memberId = db.loans.get(id)?.member_id
  if (!memberId) throw new Error(`Loan ${id} has no member ID`)
  // The member's own Omang when it is a valid one: their other applications carry it too.
  const current = db.members.all().find((member) => member.member_id === memberId)?.omang_number ?? ''
  const loanOmang = /^\d{9}$/.test(current) ? current : omang
  db.loans.update(id, { omang_number: loanOmang, date_of_birth: '1988-03-09' })
  updateMember(memberId, { status: 'active', omang_number: loanOmang })
  approvedKycFor(memberId, loanOmang)
}

/** Confirms `dialog` with its `name` button once it may be pressed: a decision waits for its lookups. */
export async function confirmWhenReady(user: UserEvent, dialog: HTMLElement, name: string): Promise<void> {
  const confirm = within(dialog).getByRole('button', { name })
  await waitFor(() => expect(confirm, dialog.textContent ?? '').toBeEnabled())
  await user.click(confirm)
}

/** `withoutAttention` for every record of this kind with this status: a list page of them confirms at once. */
export function withoutAttentionAll(kind: 'loan' | 'kyc' | 'member', status: string): void {
  const table = kind === 'loan' ? mockDb().loans : kind === 'kyc' ? mockDb().kyc : mockDb().members
  for (const record of table.all()) if (record.status === status) withoutAttention(kind, record.id)
}

/** Waits until the record screen's checks have every search they wait for answered. */
export async function checksSettled(): Promise<void> {
  const checks = await screen.findByRole('region', { name: 'Checks' })
  await waitFor(() => expect(checks).not.toHaveTextContent('Looking up related records...'))
}

/** The ids of the pending loans as the server holds them now, oldest first (the queue's order). */
export function pendingOldestFirst(): number[] {
  return mockDb()
    .loans.all()
    .filter((loan) => loan.status === 'pending')
    .sort(
      (a, b) =>
        (parseWireDate(a.created_at)?.getTime() ?? 0) - (parseWireDate(b.created_at)?.getTime() ?? 0) || a.id - b.id,
    )
    .map((loan) => loan.id)
}

/**
 * Exactly `count` pending loans (47: four pages of 15, 15, 15 and 2); every other loan approved. None
 * needs an acknowledgement to be verified (review-checks covers those).
 */
export function seedPendingQueue(count = 47): void {
  const loans = mockDb().loans.all()
  loans.forEach((loan, index) => mockDb().loans.update(loan.id, { status: index < count ? 'pending' : 'approved' }))
  loans.slice(0, count).forEach((loan) => withoutAttention('loan', loan.id))
}
