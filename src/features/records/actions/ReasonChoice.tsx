import { useId } from 'react'
import { TextAreaField } from '@/components/forms/TextAreaField'
import { OTHER_REASON, type ReasonQuestion } from '@/domain/action-reasons'

interface ReasonChoiceProps {
  question: ReasonQuestion
  /** The chosen reason, OTHER_REASON, or '' before a choice. */
  choice: string
  onChoiceChange: (choice: string) => void
  otherText: string
  onOtherTextChange: (text: string) => void
}

/** A required reason: the short list, then 'Other' with the reason in the user's own words. */
export function ReasonChoice({ question, choice, onChoiceChange, otherText, onOtherTextChange }: ReasonChoiceProps) {
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
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="radio"
                name={name}
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
