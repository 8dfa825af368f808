import { useId, useState } from 'react'
import { TextAreaField } from '@/components/forms/TextAreaField'
import { TransitionDialog } from '@/features/records/actions/TransitionDialog'
import { OTHER_REASON, SUSPENSION_REASONS, suspensionReason, type SuspensionChoice } from './suspension-reasons'

export interface SuspendMemberDialogProps {
  /** Called with the chosen reason (or the 'other' text), which goes into the notes line. */
  onConfirm: (reason: string) => void
  onCancel: () => void
}

const CHOICES: readonly { value: Exclude<SuspensionChoice, ''>; label: string }[] = [
  ...SUSPENSION_REASONS.map((reason) => ({ value: reason, label: reason })),
  { value: OTHER_REASON, label: 'Other' },
]

/**
 * Suspend User: 'Are you sure you want to suspend this member?' with a required reason. Confirm
 * Suspension stays disabled until a reason is chosen, and for 'other' until some text is typed.
 */
export function SuspendMemberDialog({ onConfirm, onCancel }: SuspendMemberDialogProps) {
  const name = useId()
  const [choice, setChoice] = useState<SuspensionChoice>('')
  const [otherText, setOtherText] = useState('')
  const reason = suspensionReason(choice, otherText)

  return (
    <TransitionDialog
      entity="member"
      action="suspend"
      onConfirm={() => {
        if (reason !== null) onConfirm(reason)
      }}
      onCancel={onCancel}
      confirmDisabled={reason === null}
    >
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-gray-800">
          Reason for suspension
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="space-y-2">
          {CHOICES.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="h-4 w-4 accent-green-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === OTHER_REASON && (
        <TextAreaField
          label="Describe the reason"
          required
          rows={3}
          className="mt-3"
          value={otherText}
          onChange={(event) => setOtherText(event.currentTarget.value)}
          maxLength={500}
        />
      )}
    </TransitionDialog>
  )
}
