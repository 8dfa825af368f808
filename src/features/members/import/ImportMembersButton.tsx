import { useState } from 'react'
import { Button } from '@/components/ui/Button'
import type { ImportResult } from '@/schemas/import-result'
import { ImportMembersDialog } from './ImportMembersDialog'
import { ImportResultDialog } from './ImportResultDialog'

type Step = { name: 'closed' } | { name: 'choose' } | { name: 'result'; result: ImportResult }

/** The header button 'Import Members' and the dialogs behind it: choose and upload, then the result. */
export function ImportMembersButton() {
  const [step, setStep] = useState<Step>({ name: 'closed' })
  const close = () => setStep({ name: 'closed' })
  return (
    <>
      <Button onClick={() => setStep({ name: 'choose' })}>Import Members</Button>
      {step.name === 'choose' && (
        <ImportMembersDialog onClose={close} onImported={(result) => setStep({ name: 'result', result })} />
      )}
      {step.name === 'result' && <ImportResultDialog result={step.result} onClose={close} />}
    </>
  )
}
