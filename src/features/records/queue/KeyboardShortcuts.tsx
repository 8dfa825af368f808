import { useState } from 'react'
import { useShortcuts } from '@/components/keyboard/use-shortcuts'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { SHORTCUT_GROUPS } from '@/domain/shortcuts'

/** `?` opens the 'Keyboard shortcuts' dialog: every key of the lists and the records. */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false)
  useShortcuts({ '?': () => setOpen(true) })
  if (!open) return null
  const close = () => setOpen(false)
  return (
    <Modal
      title="Keyboard shortcuts"
      onClose={close}
      footer={
        <Button onClick={close} data-autofocus>
          Close
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.title}>
            <h3 className="mb-2 text-sm font-semibold text-gray-900">{group.title}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.what} className="contents">
                  <dt className="flex gap-1">
                    {shortcut.keys.map((key) => (
                      <kbd
                        key={key}
                        className="rounded border border-gray-300 bg-gray-50 px-1.5 font-mono text-gray-900"
                      >
                        {key}
                      </kbd>
                    ))}
                  </dt>
                  <dd className="text-gray-800">{shortcut.what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  )
}
