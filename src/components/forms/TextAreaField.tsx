import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { CONTROL_CLASSES, FieldError, FieldLabel, useFieldIds } from './field-parts'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>
  label: ReactNode
  error?: string
  required?: boolean
}

/** A labelled multi-line input with its error in red underneath, the sibling of TextField. */
export function TextAreaField({
  label,
  error,
  required,
  className,
  ref,
  rows = 3,
  ...textAreaProps
}: TextAreaFieldProps) {
  const field = useFieldIds({ error, required })
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <textarea ref={ref} rows={rows} {...field.control} className={CONTROL_CLASSES} {...textAreaProps} />
      <FieldError id={field.errorId} message={error} />
    </div>
  )
}
