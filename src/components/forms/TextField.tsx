import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { CONTROL_CLASSES, FieldError, FieldLabel, useFieldIds } from './field-parts'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>
  label: ReactNode
  error?: string
  required?: boolean
}

/** A labelled input with its error in red underneath, tied together for screen readers. */
export function TextField({ label, error, required, className, ref, ...inputProps }: TextFieldProps) {
  const field = useFieldIds({ error, required })
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <input ref={ref} {...field.control} className={CONTROL_CLASSES} {...inputProps} />
      <FieldError id={field.errorId} message={error} />
    </div>
  )
}
