import { useRef, type ReactNode, type Ref } from 'react'
import { FieldError, FieldLabel, useFieldIds } from './field-parts'

interface FileFieldProps {
  ref?: Ref<HTMLInputElement>
  label: ReactNode
  name: string
  /** The chosen file; the browser owns the input's own value, which cannot be set from code. */
  file: File | undefined
  onChange: (file: File | undefined) => void
  onBlur?: () => void
  accept?: string
  /** What may be uploaded, e.g. 'PDF, PNG or JPG, up to 10 MB'. */
  hint?: string
  /** The file already stored, shown so that the user knows an upload replaces it. */
  current?: string | null
  error?: string
  required?: boolean
  disabled?: boolean
  className?: string
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node)
  else if (ref) ref.current = node
}

/** A labelled file input with the chosen file's name, a way to take it back, and its error in red. */
export function FileField({
  ref,
  label,
  name,
  file,
  onChange,
  onBlur,
  accept,
  hint,
  current,
  error,
  required,
  disabled,
  className,
}: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null)
  const note = file ? `Selected: ${file.name}` : current ? `Current file: ${current}` : hint
  const field = useFieldIds({ error, required, hasHint: note !== undefined })

  const clear = () => {
    if (inputRef.current) inputRef.current.value = ''
    onChange(undefined)
  }

  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <input
        {...field.control}
        ref={(node) => {
          inputRef.current = node
          assignRef(ref, node)
        }}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? undefined)}
        onBlur={onBlur}
        className="block w-full rounded-md border border-gray-400 bg-white text-sm text-gray-900 file:mr-3 file:border-0 file:border-r file:border-gray-300 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 aria-[invalid=true]:border-red-600"
      />
      <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-gray-700">
        {note !== undefined && (
          <span id={field.hintId} className="break-all">
            {note}
          </span>
        )}
        {file && (
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            className="font-medium text-green-800 underline hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            Remove
            <span className="sr-only"> {file.name}</span>
          </button>
        )}
      </div>
      <FieldError id={field.errorId} message={error} />
    </div>
  )
}
