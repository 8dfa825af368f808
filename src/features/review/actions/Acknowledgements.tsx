import { useId, useState } from 'react'
import { useUnsavedWork } from '@/features/session/use-unsaved-work'
import { TextAreaField } from '@/components/forms/TextAreaField'
import {
  CHECK_LEVEL_LABEL,
  checkKey,
  needingAttention,
  needsDueDiligence,
  type ReviewCheck,
} from '@/domain/review-checks'
import type { CheckState } from '../checks/record-checks'
import { CheckText } from '../checks/ReviewChecks'

/** What the reviewer confirmed they saw, for the notes line. */
export interface Acknowledgement {
  acknowledged: string[]
  dueDiligence?: string
}

interface AcknowledgementFieldsProps {
  attention: readonly ReviewCheck[]
  notes: readonly ReviewCheck[]
  waiting: boolean
  ticked: ReadonlySet<string>
  /** A check, by its `checkKey`, ticked or not. */
  onTick: (key: string, ticked: boolean) => void
  dueDiligence: string | null
  onDueDiligenceChange: (text: string) => void
}

function AcknowledgementFields({
  attention,
  notes,
  waiting,
  ticked,
  onTick,
  dueDiligence,
  onDueDiligenceChange,
}: AcknowledgementFieldsProps) {
  const legendId = useId()
  const hasAttention = attention.length > 0

  return (
    <>
      {hasAttention && (
        <fieldset className="mt-4 rounded-md border border-amber-500 bg-amber-50 px-3 py-2">
          {/* Inside the box (floated), not on its border: on a phone the legend takes two lines, and on
              the border its second line hid the box's top edge. */}
          <legend id={legendId} className="float-left w-full pb-2 text-sm font-semibold text-gray-900">
            {`${CHECK_LEVEL_LABEL.attention}: tick each one you have looked into`}
          </legend>
          <div className="clear-left space-y-2">
            {attention.map((check, index) => (
              <label key={checkKey(check)} className="flex items-start gap-2 text-sm text-gray-900">
                <input
                  type="checkbox"
                  // The first box takes the focus, also when the checks come after the dialog opened
                  // (ModalDialog's first focus follows until the reviewer acts).
                  data-autofocus={index === 0 ? true : undefined}
                  checked={ticked.has(checkKey(check))}
                  onChange={(event) => onTick(checkKey(check), event.currentTarget.checked)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-green-700"
                />
                <span>{check.text}</span>
              </label>
            ))}
          </div>
          {dueDiligence !== null && (
            <TextAreaField
              label="Enhanced due diligence: what was checked, and which senior officer approved it"
              required
              rows={3}
              className="mt-3"
              value={dueDiligence}
              onChange={(event) => onDueDiligenceChange(event.currentTarget.value)}
              maxLength={500}
            />
          )}
        </fieldset>
      )}
      {notes.length > 0 && (
        <div className="mt-3 text-sm text-gray-800">
          <p className="font-semibold text-gray-900">{CHECK_LEVEL_LABEL.note}</p>
          <ul className="mt-1 space-y-1">
            {notes.map((check) => (
              <li key={checkKey(check)} className="border-l-4 border-gray-400 pl-2">
                <CheckText check={check} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {waiting && (
        <p role="status" className="mt-3 text-sm text-gray-700">
          Looking up related records before this can be confirmed...
        </p>
      )}
    </>
  )
}

/**
 * The acknowledgements a Verify or an Approve asks for (DESIGN section 11), modelled on
 * `useActionReason`: `field` to show in the dialog, and `acknowledgement`, null until every check
 * that needs attention is ticked (and, for a politically exposed person, the due diligence written)
 * and every lookup behind them has answered. Ticks and text are work a lost session must not lose.
 */
export function useAcknowledgements(state: CheckState | null) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set())
  const [dueDiligence, setDueDiligence] = useState('')
  useUnsavedWork(state !== null && (ticked.size > 0 || dueDiligence !== ''))
  const attention = state ? needingAttention(state.checks) : []
  const notes = state ? state.checks.filter((check) => check.level === 'note') : []
  const asksDueDiligence = needsDueDiligence(attention)
  const complete =
    state !== null &&
    !state.waiting &&
    attention.every((check) => ticked.has(checkKey(check))) &&
    (!asksDueDiligence || dueDiligence.trim() !== '')
  const acknowledgement: Acknowledgement | null = complete
    ? {
        acknowledged: attention.map((check) => check.text),
        ...(asksDueDiligence ? { dueDiligence: dueDiligence.trim() } : {}),
      }
    : null
  return {
    /** Undefined when the action asks for none; null while it is not given yet. */
    acknowledgement: state === null ? undefined : acknowledgement,
    field: state && (
      <AcknowledgementFields
        attention={attention}
        notes={notes}
        waiting={state.waiting}
        ticked={ticked}
        onTick={(key, on) =>
          setTicked((current) => {
            const next = new Set(current)
            if (on) next.add(key)
            else next.delete(key)
            return next
          })
        }
        dueDiligence={asksDueDiligence ? dueDiligence : null}
        onDueDiligenceChange={setDueDiligence}
      />
    ),
  }
}
