import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockDb, signInForTest } from '../../mocks/node'
import { viewportWidth } from '../support/media'
import { renderApp } from '../support/render-app'
import { stubObjectUrls } from './details-support'

/** Every pending KYC record with a scan of the Omang and a PDF proof of residence. */
function pendingKycWithDocuments(): number[] {
  const pending = mockDb()
    .kyc.all()
    .filter((kyc) => kyc.status === 'pending')
  for (const kyc of pending) {
    mockDb().kyc.update(kyc.id, {
      identification_document_attachment: `/storage/kyc/omang-${kyc.id}.png`,
      proof_residence_attachment: `/storage/kyc/residence-${kyc.id}.pdf`,
    })
  }
  return pending.map((kyc) => kyc.id)
}

/** Opens the first pending KYC record from its list, so Escape has a queue to go back to. */
async function openKycFromQueue() {
  pendingKycWithDocuments()
  await signInForTest('admin')
  const app = renderApp('/kyc?status=pending')
  await screen.findByRole('heading', { name: 'KYC Verifications' })
  const user = userEvent.setup()
  const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]!
  await user.click(within(firstRow).getAllByRole('link')[0]!)
  await screen.findByRole('heading', { name: 'KYC Details' })
  await screen.findByRole('region', { name: 'Identity' })
  await waitFor(() => expect(screen.getByText(/^Record 1 of \d+$/)).toBeInTheDocument())
  return { ...app, user }
}

function zoomShown(panel: HTMLElement): string {
  return within(panel).getByRole('status').textContent ?? ''
}

describe('Documents beside the fields, at 1024 px and wider', () => {
  it('opens View in a side panel beside the fields, with zoom, fit, a quarter turn and Open in new tab', async () => {
    // A small laptop's width: the panel fits beside the fields from here on (issue 27).
    viewportWidth(1024)
    const urls = stubObjectUrls()
    const { user } = await openKycFromQueue()
    const view = screen.getByRole('button', { name: 'View Identification Document' })
    await user.click(view)

    const panel = await screen.findByRole('region', { name: 'Identification Document' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(panel).toHaveFocus()
    // The page is still there to compare with: the panel is no modal.
    expect(screen.getByRole('region', { name: 'Identity' })).toBeInTheDocument()
    const image = await within(panel).findByRole('img', { name: 'Identification Document' })
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/))

    expect(zoomShown(panel)).toBe('Fitted')
    expect(within(panel).getByRole('button', { name: 'Fit' })).toBeDisabled()
    await user.click(within(panel).getByRole('button', { name: 'Zoom in' }))
    expect(zoomShown(panel)).toBe('125%')
    await user.click(within(panel).getByRole('button', { name: 'Zoom in' }))
    expect(zoomShown(panel)).toBe('150%')
    await user.click(within(panel).getByRole('button', { name: 'Zoom out' }))
    expect(zoomShown(panel)).toBe('125%')

    await user.click(within(panel).getByRole('button', { name: 'Rotate 90°' }))
    expect(zoomShown(panel)).toBe('125%, turned 90°')
    expect(image.parentElement?.style.transform).toContain('rotate(90deg)')
    await user.click(within(panel).getByRole('button', { name: 'Fit' }))
    expect(zoomShown(panel)).toBe('Fitted, turned 90°')
    for (let turn = 0; turn < 3; turn += 1) {
      await user.click(within(panel).getByRole('button', { name: 'Rotate 90°' }))
    }
    expect(zoomShown(panel)).toBe('Fitted')

    const newTab = within(panel).getByRole('link', { name: 'Open in new tab' })
    expect(newTab).toHaveAttribute('href', expect.stringMatching(/^blob:/))
    expect(newTab).toHaveAttribute('target', '_blank')
    expect(newTab).toHaveAttribute('rel', expect.stringContaining('noopener'))

    await user.click(within(panel).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'Identification Document' })).not.toBeInTheDocument()
    expect(view).toHaveFocus()
    expect(urls.revoked).toEqual(expect.arrayContaining([image.getAttribute('src'), newTab.getAttribute('href')]))
  })

  it('shows another document in the same panel, letting the last one go, and a PDF at page width with only our zoom', async () => {
    viewportWidth(1440)
    const urls = stubObjectUrls()
    const { user } = await openKycFromQueue()
    await user.click(screen.getByRole('button', { name: 'View Identification Document' }))
    const image = await screen.findByRole('img', { name: 'Identification Document' })
    const imageUrl = image.getAttribute('src')
    await user.click(screen.getByRole('button', { name: 'Zoom in' }))

    await user.click(screen.getByRole('button', { name: 'View Proof of Residence' }))
    const panel = await screen.findByRole('region', { name: 'Proof of Residence' })
    expect(panel).toHaveFocus()
    const pdf = await within(panel).findByTitle('Proof of Residence (PDF)')
    // The browser's own PDF toolbar is off: one set of zoom controls, the same as for an image.
    expect(pdf.getAttribute('src')).toMatch(/^blob:.*#toolbar=0&view=FitH$/)
    expect(within(panel).getAllByRole('group', { name: 'View controls' })).toHaveLength(1)
    // A new document starts fitted and upright.
    expect(zoomShown(panel)).toBe('Fitted')
    expect(urls.revoked).toContain(imageUrl)
    expect(screen.queryByRole('region', { name: 'Identification Document' })).not.toBeInTheDocument()
  })

  it('closes the panel with Escape and stays on the record; the next Escape goes back to the list', async () => {
    viewportWidth(1280)
    stubObjectUrls()
    const { user, router } = await openKycFromQueue()
    const here = router.state.location.pathname
    await user.click(screen.getByRole('button', { name: 'View Identification Document' }))
    await screen.findByRole('region', { name: 'Identification Document' })

    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Identification Document' })).not.toBeInTheDocument(),
    )
    expect(router.state.location.pathname).toBe(here)
    expect(screen.getByRole('button', { name: 'View Identification Document' })).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'))
  })

  it('keeps the same kind of document open when the queue moves on to the next record', async () => {
    viewportWidth(1280)
    const urls = stubObjectUrls()
    const { user } = await openKycFromQueue()
    await user.click(screen.getByRole('button', { name: 'View Identification Document' }))
    const first = await screen.findByRole('img', { name: 'Identification Document' })
    const firstUrl = first.getAttribute('src')
    await user.click(screen.getByRole('button', { name: 'Next record' }))
    await waitFor(() => expect(screen.getByText(/^Record 2 of \d+$/)).toBeInTheDocument())
    const panel = await screen.findByRole('region', { name: 'Identification Document' })
    await waitFor(() => expect(within(panel).getByRole('img')).not.toHaveAttribute('src', firstUrl))
    expect(urls.revoked).toContain(firstUrl)
  })

  it('opens a member’s Omang in the side panel too', async () => {
    viewportWidth(1920)
    stubObjectUrls()
    await signInForTest('viewer')
    renderApp('/users/5')
    await screen.findByRole('heading', { name: 'User Details' })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View Omang' }))
    const panel = await screen.findByRole('region', { name: 'Omang' })
    expect(await within(panel).findByRole('img', { name: 'Omang' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('Documents below 1024 px', () => {
  it('opens View in the modal, with the same viewer controls', async () => {
    viewportWidth(1023)
    stubObjectUrls()
    const { user, router } = await openKycFromQueue()
    const here = router.state.location.pathname
    await user.click(screen.getByRole('button', { name: 'View Identification Document' }))
    const dialog = await screen.findByRole('dialog', { name: 'Identification Document' })
    expect(screen.queryByRole('region', { name: 'Identification Document' })).not.toBeInTheDocument()
    await within(dialog).findByRole('img', { name: 'Identification Document' })
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('125%')
    await user.click(within(dialog).getByRole('button', { name: 'Rotate 90°' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('125%, turned 90°')
    expect(within(dialog).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^blob:/),
    )

    // Escape is the dialog's: it closes, and the record stays.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe(here)
  })
})
