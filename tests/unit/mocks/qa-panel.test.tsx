import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { ModalDialog } from '@/components/ui/ModalDialog'
import QaPanel from '@/mock-mode/qa-panel/QaPanel'
import { setQaDock } from '@/mock-mode/qa-panel/qa-dock'
import { applyUrlControls, getMockControls, setMockControls } from '@mocks/controls'
import { mockDb, signInForTest } from '@mocks/node'
import { call } from './support'

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container)
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  )
}

describe('QaPanel', () => {
  it('is collapsed behind a labelled toggle that shows the demo data marker', async () => {
    const { container } = render(<QaPanel />)
    const toggle = screen.getByRole('button', { name: /QA controls/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Demo data')).toBeVisible()
    expect(screen.getByLabelText('Latency (ms)')).not.toBeVisible()
    expect(await violations(container)).toEqual([])
  })

  it('sets latency and injects and removes failures from the keyboard', async () => {
    const user = userEvent.setup()
    const { container } = render(<QaPanel />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: /QA controls/ })).toHaveAttribute('aria-expanded', 'true')

    const latency = screen.getByLabelText('Latency (ms)')
    await user.clear(latency)
    await user.type(latency, '1500')
    expect(getMockControls().latencyMs).toBe(1500)

    await user.selectOptions(screen.getByLabelText('Endpoint group'), 'loans.approve')
    await user.selectOptions(screen.getByLabelText('Failure mode'), 'Network error')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(getMockControls().failures).toEqual([{ group: 'loans.approve', mode: 'network' }])
    expect(screen.getByText('loans.approve → Network error')).toBeInTheDocument()
    expect(await violations(container)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Remove failure loans.approve → Network error' }))
    expect(getMockControls().failures).toEqual([])
    expect(screen.getByText('No failures injected.')).toBeInTheDocument()
  })

  it("sets Laravel's rate limit and shows it on the closed pill", async () => {
    const user = userEvent.setup()
    render(<QaPanel />)
    const toggle = screen.getByRole('button', { name: /QA controls/ })
    await user.click(toggle)
    const rateLimit = screen.getByLabelText('Rate limit (requests a minute, 0 = off)')
    await user.clear(rateLimit)
    await user.type(rateLimit, '60')
    expect(getMockControls().rateLimit).toBe(60)
    await user.click(toggle)
    expect(screen.getByText('Demo data · 60/min')).toBeVisible()
  })

  it("sits in the top bar's dock while closed, opens as a side sheet, and the focus follows it", async () => {
    const dock = document.createElement('div')
    document.body.append(dock)
    onTestFinished(() => {
      setQaDock(null)
      dock.remove()
    })
    act(() => setQaDock(dock))
    const user = userEvent.setup()
    render(<QaPanel />)
    const docked = screen.getByRole('button', { name: /QA controls/ })
    expect(dock).toContainElement(docked)

    await user.click(docked)
    const open = screen.getByRole('button', { name: /QA controls/, expanded: true })
    expect(dock).not.toContainElement(open)
    expect(open).toHaveFocus()
    expect(screen.getByLabelText('Latency (ms)')).toBeVisible()

    await user.keyboard('{Enter}')
    const closed = screen.getByRole('button', { name: /QA controls/, expanded: false })
    expect(dock).toContainElement(closed)
    expect(closed).toHaveFocus()
  })

  it('says what demo data it seeded, and that a size over the cap was ignored', async () => {
    const user = userEvent.setup()
    applyUrlControls('http://localhost:3000/users?mock.members=250000')
    render(<QaPanel />)
    await user.click(screen.getByRole('button', { name: /QA controls/ }))
    expect(
      screen.getByText(
        'Seeded 160 members, 130 loan applications and 100 KYC records. mock.members=250000 ignored: at most 100,000 members.',
      ),
    ).toBeVisible()
  })

  it('follows controls set from code', async () => {
    const user = userEvent.setup()
    render(<QaPanel />)
    await user.click(screen.getByRole('button', { name: /QA controls/ }))
    await act(() => setMockControls({ failures: [{ group: 'members.*', mode: 422 }] }))
    expect(await screen.findByText('members.* → 422 Validation error')).toBeInTheDocument()
  })

  it('expires the session on the server, and says so until the user signs in again', async () => {
    await signInForTest('admin')
    const user = userEvent.setup()
    render(<QaPanel />)
    await user.click(screen.getByRole('button', { name: /QA controls/ }))
    await user.click(screen.getByRole('button', { name: 'Expire session' }))
    expect(screen.getByRole('status')).toHaveTextContent('Session expired')
    expect((await call('/api/user')).status).toBe(401)
    expect(screen.getByRole('status')).toHaveTextContent('Session expired')

    await act(() => signInForTest('admin'))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('switches the hostile test records on and off, with new demo data each time', async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const user = userEvent.setup()
    render(<QaPanel />)
    await user.click(screen.getByRole('button', { name: /QA controls/ }))
    const hostile = screen.getByRole('checkbox', { name: /Hostile test records/ })
    expect(hostile).not.toBeChecked()
    await user.click(hostile)
    expect(mockDb().members.get(2)?.surname).toBe('<img src=x onerror=alert(1)>')
    expect(hostile).toBeChecked()
    expect(reload).toHaveBeenCalledTimes(1)
    await user.click(hostile)
    expect(mockDb().members.get(2)?.surname).not.toContain('<')
    expect(hostile).not.toBeChecked()
  })

  it('resets the demo data and reloads the page', async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const loan = mockDb().loans.get(1)
    mockDb().loans.update(1, { status: loan?.status === 'rejected' ? 'pending' : 'rejected' })
    setMockControls({ failures: [{ group: 'loans.*', mode: 500 }] })
    const user = userEvent.setup()
    render(<QaPanel />)
    await user.click(screen.getByRole('button', { name: /QA controls/ }))
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(mockDb().loans.get(1)?.status).toBe(loan?.status)
    expect(getMockControls().failures).toEqual([])
  })

  it('makes a new application arrive and says which', async () => {
    const user = userEvent.setup()
    render(<QaPanel />)
    await user.click(screen.getByRole('button', { name: /QA controls/ }))
    const id = mockDb().loans.size + 1
    await user.click(screen.getByRole('button', { name: 'New application arrives' }))
    const loan = mockDb().loans.get(id)
    expect(loan?.status).toBe('pending')
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Loan application ${id} from ${loan?.first_names ?? ''} ${loan?.surname ?? ''} arrived (pending).`,
    )
  })

  it('opens with Alt+Shift+Q over an open dialog, as the topmost dialog, and closes back to it', async () => {
    await signInForTest('admin')
    const user = userEvent.setup()
    render(
      <>
        <ModalDialog aria-label="Approve loan" onDismiss={() => {}}>
          <button type="button">Confirm</button>
        </ModalDialog>
        <QaPanel />
      </>,
    )
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    confirm.focus()
    expect(screen.getByRole('button', { name: /QA controls/ })).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+Q')

    await user.keyboard('{Alt>}{Shift>}[KeyQ]{/Shift}{/Alt}')
    const panel = screen.getByRole('dialog', { name: /QA controls/ })
    const open = [...document.querySelectorAll('dialog[open]')]
    expect(open.at(-1)).toBe(panel)
    expect(open).toContain(screen.getByRole('dialog', { name: 'Approve loan' }))
    expect(screen.getByText(/opens and closes these controls, also over an open dialog/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Expire session' }))
    expect(screen.getByRole('status')).toHaveTextContent('Session expired')
    expect((await call('/api/user')).status).toBe(401)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: /QA controls/ })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Approve loan' })).toBeInTheDocument()
    expect(confirm).toHaveFocus()
  })

  it('opens and closes as the side sheet with Alt+Shift+Q when no dialog is open, even while typing', async () => {
    const user = userEvent.setup()
    render(
      <>
        <input aria-label="Search" />
        <QaPanel />
      </>,
    )
    await user.click(screen.getByLabelText('Search'))
    await user.keyboard('{Alt>}{Shift>}[KeyQ]{/Shift}{/Alt}')
    expect(screen.getByRole('button', { name: /QA controls/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Search')).toHaveValue('')
    await user.keyboard('{Alt>}{Shift>}[KeyQ]{/Shift}{/Alt}')
    expect(screen.getByRole('button', { name: /QA controls/ })).toHaveAttribute('aria-expanded', 'false')
  })
})
