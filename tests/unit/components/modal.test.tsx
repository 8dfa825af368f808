import { useState } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Modal } from '@/components/ui/Modal'

/** A modal that can open a confirmation on top of itself, as a form might before discarding changes. */
function Nested({ outerDismissible = true }: { outerDismissible?: boolean }) {
  const [outer, setOuter] = useState(false)
  const [inner, setInner] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      {outer && (
        <Modal
          title="Outer"
          onClose={() => setOuter(false)}
          dismissible={outerDismissible}
          footer={<button onClick={() => setOuter(false)}>Done</button>}
        >
          <input aria-label="Note" />
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          {inner && (
            <ConfirmDialog
              title="Sure?"
              question="Really?"
              confirmLabel="Yes"
              onConfirm={() => setInner(false)}
              onCancel={() => setInner(false)}
            />
          )}
        </Modal>
      )}
    </>
  )
}

describe('Modal on the native <dialog>', () => {
  it('is a modal dialog named by its title, open while mounted, and closes on Escape with focus back on the opener', async () => {
    const user = userEvent.setup()
    render(<Nested />)
    await user.click(screen.getByRole('button', { name: 'Open outer' }))
    const dialog = screen.getByRole('dialog', { name: 'Outer' })
    expect(dialog.tagName).toBe('DIALOG')
    expect(dialog).toHaveAttribute('open')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open outer' })).toHaveFocus()
  })

  it('closes only the topmost of two nested dialogs on Escape, focus going back step by step', async () => {
    const user = userEvent.setup()
    render(<Nested />)
    await user.click(screen.getByRole('button', { name: 'Open outer' }))
    await user.click(screen.getByRole('button', { name: 'Ask' }))
    const confirm = screen.getByRole('dialog', { name: 'Sure?' })
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Sure?' })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Outer' })).toHaveAttribute('open')
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open outer' })).toHaveFocus()
  })

  it('keeps a dialog that is not dismissible open on Escape and on its backdrop, while one opened from it still closes', async () => {
    const user = userEvent.setup()
    render(<Nested outerDismissible={false} />)
    await user.click(screen.getByRole('button', { name: 'Open outer' }))
    const outer = screen.getByRole('dialog', { name: 'Outer' })
    expect(within(outer).getByRole('button', { name: 'Close dialog' })).toBeDisabled()
    await user.keyboard('{Escape}')
    await user.click(outer)
    expect(outer).toHaveAttribute('open')
    await user.click(within(outer).getByRole('button', { name: 'Ask' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Sure?' })).not.toBeInTheDocument()
    expect(outer).toHaveAttribute('open')
    await user.click(within(outer).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on a click on the backdrop, but not when a press inside is dragged out', async () => {
    const user = userEvent.setup()
    render(<Nested />)
    await user.click(screen.getByRole('button', { name: 'Open outer' }))
    const dialog = screen.getByRole('dialog', { name: 'Outer' })
    // A press on the note field released over the backdrop: the browser clicks their common ancestor.
    fireEvent.mouseDown(within(dialog).getByRole('textbox', { name: 'Note' }))
    fireEvent.click(dialog)
    expect(dialog).toHaveAttribute('open')
    // A click on the backdrop lands on the <dialog> itself: its content covers all of its own box.
    await user.click(dialog)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
