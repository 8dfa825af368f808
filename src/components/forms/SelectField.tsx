import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { CONTROL_CLASSES, FieldError, FieldLabel, useFieldIds } from './field-parts'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  ref?: Ref<HTMLSelectElement>
  label: ReactNode
  options: readonly SelectOption[]
  /** The text of the empty choice (value ''); without it the select has no empty choice. */
  placeholder?: string
  error?: string
  required?: boolean
}

/** A labelled select with its error in red underneath, the sibling of TextField. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  required,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const field = useFieldIds({ error, required })
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <select ref={ref} {...field.control} className={CONTROL_CLASSES} {...selectProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={error} />
    </div>
  )
}
