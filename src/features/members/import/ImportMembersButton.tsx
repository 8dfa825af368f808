import { useState } from 'react'
import { lazyWithPreload } from '@/components/lazy-with-preload'
import { Button } from '@/components/ui/Button'
import type { ImportResult } from '@/schemas/import-result'
import type { RowFinding } from './import-precheck'

// The dialogs load when the user reaches for the button, not with the members list.
const importDialog = lazyWithPreload(() => import('./ImportMembersDialog').then((module) => module.ImportMembersDialog))
const resultDialog = lazyWithPreload(() => import('./ImportResultDialog').then((module) => module.ImportResultDialog))
const preloadImportDialogs = () => Promise.all([importDialog.preload(), resultDialog.preload()])
const ImportMembersDialog = importDialog.Component
const ImportResultDialog = resultDialog.Component

type Step = { name: 'closed' } | { name: 'choose' } | { name: 'result'; result: ImportResult; warnings: RowFinding[] }

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
      {step.name === 'choose' && (
        <ImportMembersDialog
          onClose={close}
          onImported={(result, warnings) => setStep({ name: 'result', result, warnings })}
        />
      )}
      {step.name === 'result' && <ImportResultDialog result={step.result} warnings={step.warnings} onClose={close} />}
    </>
  )
}
