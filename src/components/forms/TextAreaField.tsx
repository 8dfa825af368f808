import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { CONTROL_CLASSES, FieldError, FieldLabel } from './field-parts'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>
  label: ReactNode
  error?: string
  required?: boolean
}

/** A labelled multi-line input with its error in red underneath, the sibling of TextField. */
export function TextAreaField({ label, error, required, className, ref, rows = 3, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        className={CONTROL_CLASSES}
        {...textAreaProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
