import { useShortcutGroupsInUse } from '@/components/keyboard/shortcut-groups'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { SHORTCUT_GROUPS } from '@/domain/shortcut-groups'

/** The 'Keyboard shortcuts' dialog: the keys of the screen it was opened on (a list, a record), and those for anywhere. */
export function ShortcutsDialog({ onClose: close }: { onClose: () => void }) {
  const screens = useShortcutGroupsInUse()
  const groups = SHORTCUT_GROUPS.filter((group) => group.screen === undefined || screens.includes(group.screen))
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
        {groups.map((group) => (
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
