import { useState, type ChangeEvent, type FormEvent } from 'react'
import { safeParse } from 'zod/mini'
import { LoginFormSchema, type LoginFormValues } from '@/schemas/forms/login'

type LoginField = keyof LoginFormValues
type FieldErrors = Partial<Record<LoginField, string>>

const EMPTY: LoginFormValues = { email: '', password: '' }

function check(values: LoginFormValues): { valid: LoginFormValues | null; errors: FieldErrors } {
  const result = safeParse(LoginFormSchema, values)
  const errors: FieldErrors = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message
  }
  return { valid: result.success ? result.data : null, errors }
}

/**
 * The login form's state, validated by the same zod schema as every form. The one form that does not
 * use react-hook-form: the library costs 13-14 KB gzipped, which the login route cannot carry within
 * its 135 KB budget (DESIGN section 8), and two required fields need none of its machinery. Every
 * form past the login page uses react-hook-form.
 */
export function useLoginForm(onValid: (values: LoginFormValues) => void, initial: LoginFormValues = EMPTY) {
  const [values, setValues] = useState<LoginFormValues>(initial)
  const [submitted, setSubmitted] = useState(false)
  // Like react-hook-form's default: quiet until the first submit, then re-checked as the user types.
  const errors = submitted ? check(values).errors : {}

  const setValue = (field: LoginField, value: string) => setValues((current) => ({ ...current, [field]: value }))

  return {
    errors,
    setValue,
    field: (name: LoginField) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      setSubmitted(true)
      const { valid } = check(values)
      if (valid) onValid(valid)
    },
  }
}

export type LoginForm = ReturnType<typeof useLoginForm>
