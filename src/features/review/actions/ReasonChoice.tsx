import { useId, useState } from 'react'
import { useUnsavedWork } from '@/features/session/use-unsaved-work'
import { TextAreaField } from '@/components/forms/TextAreaField'
import { chosenReason, OTHER_REASON, type ReasonQuestion } from '@/domain/action-reasons'

interface ReasonChoiceProps {
  question: ReasonQuestion
  /** The chosen reason, OTHER_REASON, or '' before a choice. */
  choice: string
  onChoiceChange: (choice: string) => void
  otherText: string
  onOtherTextChange: (text: string) => void
}

/** A required reason: the short list, then 'Other' with the reason in the user's own words. */
function ReasonChoice({ question, choice, onChoiceChange, otherText, onOtherTextChange }: ReasonChoiceProps) {
  const name = useId()
  const options = [
    ...question.reasons.map((reason) => ({ value: reason, label: reason })),
    { value: OTHER_REASON, label: 'Other' },
  ]

  return (
    <>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-gray-800">
          {question.legend}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="space-y-2">
          {options.map((option, index) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="radio"
                name={name}
                // The confirmation opens here: the reason is what it waits for (DESIGN section 10).
                data-autofocus={index === 0 || undefined}
                value={option.value}
                checked={choice === option.value}
                onChange={() => onChoiceChange(option.value)}
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
          onChange={(event) => onOtherTextChange(event.currentTarget.value)}
          maxLength={500}
        />
      )}
    </>
  )
}

/**
 * The reason an action asks for (Reject, Suspend; DESIGN section 10), for a single record's
 * confirmation and a bulk one alike: `field` to show in the dialog, and `reason`, undefined when the
 * action asks for none and null while it is not given yet.
 */
export function useActionReason(question: ReasonQuestion | null) {
  const [choice, setChoice] = useState('')
  const [otherText, setOtherText] = useState('')
  // A reason chosen or being typed is work a lost session must not throw away (DESIGN section 9).
  useUnsavedWork(question !== null && (choice !== '' || otherText !== ''))
  return {
    reason: question ? chosenReason(choice, otherText) : undefined,
    reset: () => {
      setChoice('')
      setOtherText('')
    },
    field: question && (
      <ReasonChoice
        question={question}
        choice={choice}
        onChoiceChange={setChoice}
        otherText={otherText}
        onOtherTextChange={setOtherText}
      />
    ),
  }
}
