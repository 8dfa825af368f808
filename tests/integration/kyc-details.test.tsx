import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { kycResource } from '@/api/kyc/kyc.api'
import { addFailure, mockDb, recordedNotifications, resetMockApi } from '../../mocks/node'
import type { KycStatus, Role } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { signInDecidingAtOnce } from '../support/undo-hold'
import { renderApp } from '../support/render-app'
import { elapse, useTestClock } from '../support/time'
import { fieldValue, holdGets, recordBadge, recordRequests, seedFromList, stubObjectUrls } from './details-support'
import { confirmWhenReady, withoutAttention } from './review-support'

/** A KYC record with this status whose checks need no acknowledgement. */
function kycWith(status: KycStatus) {
  const kyc = mockDb()
    .kyc.all()
    .find((candidate) => candidate.status === status && candidate.id > 3)
  if (!kyc) throw new Error(`No ${status} KYC record in the seed`)
  withoutAttention('kyc', kyc.id)
  return mockDb().kyc.get(kyc.id) ?? kyc
}

async function openKyc(role: Role, id: number) {
  await signInDecidingAtOnce(role)
  const app = renderApp(`/kyc/${id}`)
  await screen.findByRole('heading', { name: 'KYC Details' })
  await screen.findByRole('region', { name: 'Identity' })
  return app
}

async function confirmAction(name: string, question: string) {
  const user = userEvent.setup()
  await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog).toHaveTextContent(question)
  await confirmWhenReady(user, dialog, name)
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('KYC Details: loading', () => {
  it('opens a record the list seeded without asking the server for it', async () => {
    await signInDecidingAtOnce('viewer')
    const { router, queryClient } = renderApp('/')
    await screen.findByText('Naledi Sebego')
    const kyc = await seedFromList(queryClient, kycResource, 11)
    const requests = recordRequests()
    await act(() => router.navigate({ to: '/kyc/$id', params: { id: '11' } }))
    await screen.findByRole('region', { name: 'Identity' })
    expect(fieldValue('Omang Number')).toBe(kyc.omang_number)
    expect(requests.filter((request) => request.includes('/api/kyc-1s'))).toEqual([])
  })

  it('opens from a click in the list with no request for the record', async () => {
    await signInDecidingAtOnce('viewer')
    const { router } = renderApp('/kyc')
    const links = await screen.findAllByRole('link', { name: /^MBR-/ })
    const requests = recordRequests()
    await userEvent.setup().click(links[1] as HTMLElement)
    await screen.findByRole('region', { name: 'Identity' })
    expect(router.state.location.pathname).toMatch(/^\/kyc\/\d+$/)
    expect(requests.filter((request) => /^GET \/api\/kyc-1s\/\d+$/.test(request))).toEqual([])
  })

  it("loads a record by id after 'Loading...', grouped, with yes/no in whatever form the server sends", async () => {
    await signInDecidingAtOnce('admin')
    const kyc = mockDb().kyc.update(kycWith('verified').id, {
      date_of_birth: '1990-07-04T00:00:00.000000Z',
      expiry_date: '2031-01-15',
      member_of_parliament: 1,
      speaker_national_assembly: 'no',
      kgosi: 'yes',
      councillor: false,
      senior_government_official: true,
      religous_leader: 0,
      public_position_title: 'Councillor',
      name_associate: 'Mpho',
      relationship_associate: 'Sister',
      notes: 'Verified on Mar 01, 2025 10:00\nCalled the employer.',
    })
    // Older rows carry no flag at all: nobody answered.
    delete (kyc as Partial<typeof kyc>).senior_executive
    delete (kyc as Partial<typeof kyc>).judicial_officer
    const release = holdGets(`*/api/kyc-1s/${kyc.id}`)
    renderApp(`/kyc/${kyc.id}`)
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
    release()
    await screen.findByRole('region', { name: 'Identity' })
    for (const group of [
      'Contact and address',
      'Employment',
      'Banking and source of funds',
      'Politically exposed person',
      'Close associate in a public position',
      'Status and notes',
      'Uploaded Documents',
    ]) {
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument()
    }
    expect(fieldValue('Name')).toBe(kyc.name)
    expect(fieldValue('Date of Birth')).toBe('Jul 04, 1990')
    expect(fieldValue('Expiry Date')).toBe('Jan 15, 2031')
    expect(fieldValue('Mobile Number')).toBe(kyc.mobile_number)
    expect(fieldValue('Source of Funds')).toBe(kyc.source_of_funds)
    expect(fieldValue('Member of Parliament')).toBe('Yes')
    expect(fieldValue('Speaker of the National Assembly')).toBe('No')
    expect(fieldValue('Kgosi')).toBe('Yes')
    expect(fieldValue('Councillor')).toBe('No')
    expect(fieldValue('Senior Government Official')).toBe('Yes')
    expect(fieldValue('Religious Leader')).toBe('No')
    expect(fieldValue('Judicial Officer')).toBe('N/A')
    expect(fieldValue('Senior Executive')).toBe('N/A')
    expect(fieldValue('Public Position Title')).toBe('Councillor')
    expect(fieldValue('Associate Name')).toBe('Mpho')
    expect(fieldValue('Relationship')).toBe('Sister')
    expect(fieldValue('Status')).toBe('Verified')
    expect(fieldValue('Notes')).toBe('Verified on Mar 01, 2025 10:00\nCalled the employer.')
  })

  it("says 'KYC not found' for an unknown id and for an id that is no number", async () => {
    await signInDecidingAtOnce('viewer')
    const { router } = renderApp('/kyc/4040')
    expect(await screen.findByText('KYC not found')).toBeInTheDocument()
    const requests = recordRequests()
    await act(() => router.navigate({ to: '/kyc/$id', params: { id: 'abc' } }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/abc'))
    expect(await screen.findByText('KYC not found')).toBeInTheDocument()
    expect(requests).toEqual([])
  })
})

describe('KYC Details: actions', () => {
  it('verifies as viewer: the badge at once, the notes line, then the notify call', async () => {
    const kyc = kycWith('pending')
    await openKyc('viewer', kyc.id)
    const verify = holdRequests('post', `*/api/kyc-1s/${kyc.id}/verify`)
    await confirmAction('Verify', 'Are you sure you want to verify this KYC record?')
    // At once: the server has the call and has not answered.
    await waitFor(() => expect(verify.requests).toHaveLength(1))
    expect(recordBadge()).toHaveTextContent('Verified')
    expect(mockDb().kyc.get(kyc.id)?.status).toBe('pending')
    verify.release()
    await waitFor(() => expect(recordedNotifications()).toHaveLength(1))
    expect(recordedNotifications()[0]).toMatchObject({
      endpoint: `/api/kyc-1s/${kyc.id}/notifyAdmin`,
      body: { kyc_id: kyc.id, param1: kyc.name, param3: 'verified' },
    })
    expect(mockDb().kyc.get(kyc.id)?.notes).toMatch(/Verified on .* by Naledi Sebego\. Documents opened: 0 of 3$/)
    expect(fieldValue('Notes')).toMatch(/Verified on /)
  })

  it('approves a verified record as admin', async () => {
    const kyc = kycWith('verified')
    await openKyc('admin', kyc.id)
    await confirmAction('Approve', 'Are you sure you want to approve this KYC record?')
    expect(recordBadge()).toHaveTextContent('Approved')
    await waitFor(() => expect(mockDb().kyc.get(kyc.id)?.status).toBe('approved'))
    expect(mockDb().kyc.get(kyc.id)?.notes).toMatch(/\nApproved on /)
  })
})

describe('KYC Details: documents', () => {
  it('lists the three attachments, with a dash for a missing one', async () => {
    const kyc = mockDb().kyc.update(kycWith('pending').id, {
      source_of_funds_attachment: null,
      proof_residence_attachment: '/storage/kyc/proof.pdf',
    })
    await openKyc('admin', kyc.id)
    const documents = screen.getByRole('region', { name: 'Uploaded Documents' })
    expect(within(documents).getByRole('button', { name: 'View Identification Document' })).toBeInTheDocument()
    expect(within(documents).getByRole('button', { name: 'Download Proof of Residence' })).toBeInTheDocument()
    expect(within(documents).queryByRole('button', { name: 'View Source of Funds' })).not.toBeInTheDocument()
    expect(within(documents).getByText('Not uploaded')).toBeInTheDocument()
    expect(within(documents).getByText('—')).toBeInTheDocument()
  })

  it('previews an image fitted in its viewer and a PDF inline at page width, then lets their object URLs go', async () => {
    const urls = stubObjectUrls()
    const kyc = mockDb().kyc.update(kycWith('pending').id, { proof_residence_attachment: '/storage/kyc/proof.pdf' })
    await openKyc('viewer', kyc.id)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'View Identification Document' }))
    const dialog = await screen.findByRole('dialog', { name: 'Identification Document' })
    const image = await within(dialog).findByRole('img', { name: 'Identification Document' })
    expect(image).toHaveClass('object-contain')
    expect(within(dialog).getByRole('group', { name: 'Identification Document view' })).toContainElement(image)
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/))
    expect(urls.created[0]?.type).toBe('image/png')
    await user.click(within(dialog).getByText('Close', { selector: 'button' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(urls.revoked).toContain(image.getAttribute('src'))

    await user.click(screen.getByRole('button', { name: 'View Proof of Residence' }))
    const pdf = await screen.findByTitle('Proof of Residence (PDF)')
    expect(pdf.tagName).toBe('IFRAME')
    const [pdfUrl, openAt] = pdf.getAttribute('src')?.split('#') ?? []
    expect(openAt).toBe('toolbar=0&view=FitH')
    expect(urls.created.at(-1)?.type).toBe('application/pdf')
    await user.keyboard('{Escape}')
    expect(urls.revoked).toContain(pdfUrl)
  })

  it('downloads with the path encoded as one segment, from the list and from the preview', async () => {
    const urls = stubObjectUrls()
    await openKyc('admin', 2)
    // A download's file is let go a second after it is handed to the browser: the test's second.
    useTestClock()
    const requests = recordRequests()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: 'Download Identification Document' }))
    await waitFor(() => expect(urls.downloads).toHaveLength(1))
    expect(urls.downloads[0]?.download).toBe('ID copy 100% clear?.png')
    expect(requests).toContain(`GET /api/documents/${encodeURIComponent('kyc/ID copy 100% clear?.png')}/download`)

    await user.click(screen.getByRole('button', { name: 'View Proof of Residence' }))
    const dialog = await screen.findByRole('dialog', { name: 'Proof of Residence' })
    await within(dialog).findByTitle('Proof of Residence (PDF)')
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(urls.downloads).toHaveLength(2))
    expect(urls.downloads[1]?.download).toBe('proof of residence – Maun, 2024 #2.pdf')
    // The preview's file is reused: one request for it, not two.
    expect(requests.filter((request) => request.includes('/api/documents/')).length).toBe(2)
    await elapse(1_000)
    expect(urls.revoked).toHaveLength(2)
  })

  it("says 'Failed to download document.' when the file cannot be fetched, and the preview says it cannot load", async () => {
    stubObjectUrls()
    await openKyc('admin', kycWith('pending').id)
    addFailure({ group: 'documents.download', mode: 404 })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download Identification Document' }))
    expect(await screen.findByText('Failed to download document.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View Identification Document' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Failed to load document.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled()
  })
})

describe('KYC Details: hostile text', () => {
  it('shows markup from the server as text and runs none of it', async () => {
    // The hostile records are test fixtures, not part of the demo.
    resetMockApi({ scenario: 'hostile' })
    await openKyc('admin', 2)
    expect(fieldValue('Name')).toBe('"><svg onload=alert(1)>')
    expect(fieldValue('Notes')).toBe('</td><td>injected & "quoted"')
    expect(document.querySelector('svg[onload], td')).toBeNull()
  })
})
