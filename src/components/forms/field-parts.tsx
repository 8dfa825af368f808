import { useId, type ReactNode } from 'react'

/** The control look shared by the inputs, selects and text areas of every form. */
export const CONTROL_CLASSES =
  'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-600 disabled:bg-gray-100 aria-[invalid=true]:border-red-600'

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-800">
      {children}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  )
}

/** A field's error, in red under the control; `id` is what the control's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

/** aria-describedby for a control: its hint and its error, whichever are shown. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '')
  return present.length > 0 ? present.join(' ') : undefined
}

/**
 * The ids and aria attributes that tie a control to its label, hint and error, for every field
 * component: spread `control` on the input, select or textarea.
 */
export function useFieldIds({
  error,
  required,
  hasHint = false,
}: {
  error?: string
  required?: boolean
  hasHint?: boolean
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return {
    id,
    errorId,
    hintId,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hasHint && hintId, Boolean(error) && errorId),
      'aria-required': required || undefined,
    },
  }
}
