import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/Button'
import type { ImportResult } from '@/schemas/import-result'

// The dialogs load when the user reaches for the button, not with the members list.
const preloadImportDialogs = () => Promise.all([import('./ImportMembersDialog'), import('./ImportResultDialog')])
const ImportMembersDialog = lazy(() =>
  import('./ImportMembersDialog').then((module) => ({ default: module.ImportMembersDialog })),
)
const ImportResultDialog = lazy(() =>
  import('./ImportResultDialog').then((module) => ({ default: module.ImportResultDialog })),
)

type Step = { name: 'closed' } | { name: 'choose' } | { name: 'result'; result: ImportResult }

/** The header button 'Import Members' and the dialogs behind it: choose and upload, then the result. */
export function ImportMembersButton() {
  const [step, setStep] = useState<Step>({ name: 'closed' })
  const close = () => setStep({ name: 'closed' })
  return (
    <>
      <Button
        onClick={() => setStep({ name: 'choose' })}
        onPointerEnter={() => void preloadImportDialogs()}
        onFocus={() => void preloadImportDialogs()}
      >
        Import Members
      </Button>
      {/* Nothing shows while a dialog's code loads, so the list never gives way to a loading state. */}
      <Suspense fallback={null}>
        {step.name === 'choose' && (
          <ImportMembersDialog onClose={close} onImported={(result) => setStep({ name: 'result', result })} />
        )}
        {step.name === 'result' && <ImportResultDialog result={step.result} onClose={close} />}
      </Suspense>
    </>
  )
}
