import { expect, test, type Page } from '@playwright/test'
import { chooseSendingDecisionsAtOnce, expectNoAxeViolations, signIn } from './support/session'

// Issue 23 in Chromium (DESIGN section 11): a decision on a record that needs attention is
// acknowledged, check by check, and the server keeps who decided and what they acknowledged; a
// loan's checks link to its member's file; anyone is found from anywhere with the keyboard.

/** A GET of the mock API with the page's own session, as a client would; the JSON it answers. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' })
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
    return (await response.json()) as unknown
  }, path) as Promise<T>
}

interface Row {
  id: number
  member_id: string | null
  status: string
  omang_number: string | null
  notes: string | null
}

/** A KYC record as the server has it (its show endpoint, an API Resource, answers under `data`). */
async function storedKyc(page: Page, id: number): Promise<Row> {
  return (await apiGet<{ data: Row }>(page, `/api/kyc-1s/${id}`)).data
}

/** The seed's pending KYC record with an expired Omang and a politically exposed person's answer (mocks/seed/fixtures.ts). */
const EXPIRED_PEP_KYC = 21

test('a viewer verifies a KYC record with an expired Omang and a PEP answer; the server keeps who and what was acknowledged', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  await chooseSendingDecisionsAtOnce(page)
  await page.goto(`/kyc/${EXPIRED_PEP_KYC}`)
  await expect(page.getByRole('heading', { name: 'KYC Details', level: 1 })).toBeVisible()
  const checks = page.getByRole('region', { name: 'Checks' })
  await expect(checks.getByText(/^Omang expired on /)).toBeVisible()
  await expect(checks.getByText('Politically exposed person: Kgosi')).toBeVisible()
  await expect(checks.getByText('Looking up related records...')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Verify' }).click()
  const dialog = page.getByRole('dialog')
  const expired = dialog.getByRole('checkbox', { name: /^Omang expired on / })
  const pep = dialog.getByRole('checkbox', { name: 'Politically exposed person: Kgosi' })
  await expect(expired).toBeFocused()
  await expect(pep).toBeVisible()
  const verify = dialog.getByRole('button', { name: 'Verify' })
  const acknowledged = await dialog
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''))
  for (const text of acknowledged) {
    await expect(verify).toBeDisabled()
    await dialog.getByRole('checkbox', { name: text, exact: true }).check()
  }
  // Ticked, the politically exposed person still needs the enhanced due diligence in words.
  await expect(verify).toBeDisabled()
  const diligence = 'Source of wealth confirmed with the employer; approved by the CEO'
  await dialog.getByRole('textbox', { name: /^Enhanced due diligence/ }).fill(diligence)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('acknowledgements.png') })
  await verify.click()
  await expect(page.getByText(/^Verified: /)).toBeVisible()

  // What the server stored: one line naming the person, both acknowledgements and the text.
  await expect.poll(async () => (await storedKyc(page, EXPIRED_PEP_KYC)).status).toBe('verified')
  const stored = await storedKyc(page, EXPIRED_PEP_KYC)
  const line = (stored.notes ?? '').split('\n').at(-1) ?? ''
  expect(line).toMatch(/^Verified on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Naledi Sebego\. Acknowledged: /)
  expect(line).toMatch(/Omang expired on [A-Z][a-z]{2} \d{2}, \d{4}/)
  expect(line).toContain('Politically exposed person: Kgosi')
  expect(line).toContain(`; Enhanced due diligence: ${diligence}`)
  // DESIGN's template: the line ends with its last part, no full stop after it.
  expect(line).not.toMatch(/\.$/)

  // History reads the line back, with the person.
  const history = page.getByRole('region', { name: 'History' })
  const decision = history.getByRole('listitem').filter({ hasText: /^Verified / })
  await expect(decision).toContainText('by Naledi Sebego')
  await expect(history).toContainText(diligence)
  await expectNoAxeViolations(page)
})

/** A pending loan whose member has only pending KYC records: the loan's check is "Member's KYC is Pending". */
async function loanOfMemberWithPendingKyc(page: Page): Promise<{ loan: Row; kyc: Row }> {
  const pendingKyc = await apiGet<{ data: Row[] }>(page, '/api/kyc-1s?status=pending')
  for (const kyc of pendingKyc.data) {
    if (!kyc.member_id) continue
    const ofMember = await apiGet<{ data: Row[] }>(page, `/api/kyc-1s?search=${encodeURIComponent(kyc.member_id)}`)
    if (ofMember.data.some((other) => other.member_id === kyc.member_id && other.status === 'approved')) continue
    const loans = await apiGet<{ data: Row[] }>(
      page,
      `/api/loan-application2s?search=${encodeURIComponent(kyc.member_id)}`,
    )
    const loan = loans.data.find((candidate) => candidate.member_id === kyc.member_id && candidate.status === 'pending')
    if (loan) return { loan, kyc: ofMember.data.filter((other) => other.member_id === kyc.member_id)[0] ?? kyc }
  }
  throw new Error('No pending loan of a member whose KYC is pending in the seed')
}

test("an admin opens a loan whose member's KYC is pending: the check links to that KYC record, the Member card to the member", async ({
  page,
}) => {
  await signIn(page, 'admin')
  const { loan } = await loanOfMemberWithPendingKyc(page)
  await page.goto(`/loans/${loan.id}`)
  await expect(page.getByRole('heading', { name: 'Loan Details', level: 1 })).toBeVisible()
  const card = page.getByRole('region', { name: 'Member' })
  await expect(card.getByRole('link', { name: new RegExp(String(loan.member_id)) })).toBeVisible()
  await expect(card.getByText('Looking up...')).toHaveCount(0)
  const check = page.getByRole('region', { name: 'Checks' }).getByRole('link', { name: "Member's KYC is Pending" })
  await expect(check).toBeVisible()
  await expectNoAxeViolations(page)

  await check.click()
  await expect(page).toHaveURL(/\/kyc\/\d+$/)
  await expect(page.getByRole('heading', { name: 'KYC Details', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Member' })).toContainText(String(loan.member_id))
})

test('from the dashboard, keyboard only: Ctrl+K, an Omang, Enter opens the member', async ({ page }) => {
  await signIn(page, 'viewer')
  const members = await apiGet<{ data: (Row & { name: string | null })[] }>(page, '/api/memberships?status=approved')
  const member = members.data.find((candidate) => /^\d{9}$/.test(candidate.omang_number ?? ''))
  if (!member?.omang_number) throw new Error('No member with an Omang number in the seed')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const field = dialog.getByRole('combobox', { name: 'Name, member ID or Omang' })
  await expect(field).toBeFocused()
  await page.keyboard.type(member.omang_number)
  await expect(dialog.getByRole('group', { name: 'Members' }).getByRole('option').first()).toContainText(
    String(member.member_id),
  )
  await expectNoAxeViolations(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/users/${member.id}$`))
  await expect(page.getByRole('heading', { name: 'User Details', level: 1 })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})
