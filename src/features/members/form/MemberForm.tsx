import { useEffect, useRef, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type Control, type UseFormReturn, type UseFormSetError } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FileField } from '@/components/forms/FileField'
import { SelectField } from '@/components/forms/SelectField'
import { TextAreaField } from '@/components/forms/TextAreaField'
import { TextField } from '@/components/forms/TextField'
import { documentFileName, hasDocument } from '@/domain/documents'
import { formatIsoDay, statusLabel } from '@/domain/format'
import { isUnderAge } from '@/domain/review-checks'
import { MemberFormSchema, type MemberFormValues } from '@/schemas/forms/member-form'
import { isRequiredMemberField } from '@/schemas/member-required-fields'
import { DOCUMENT_ACCEPT, DOCUMENT_HINT, MEMBER_FIELD_GROUPS, choiceLabel, type MemberFieldDef } from './member-fields'
import type { MemberDocumentField } from '@/api/members/member-save'

export type MemberFormMode = 'add' | 'edit'

export interface MemberFormHelpers {
  /** Puts the server's verdict on the fields; `root.server` is the form-level banner. */
  setError: UseFormSetError<MemberFormValues>
}

export interface MemberFormProps {
  /** The form's id, so that a submit button outside it (a modal footer) can use `form={id}`. */
  id: string
  mode: MemberFormMode
  defaultValues: MemberFormValues
  onSubmit: (values: MemberFormValues, helpers: MemberFormHelpers) => Promise<void>
  /** The member's stored document paths (edit), so each upload field says what it would replace. */
  documents?: Partial<Record<MemberDocumentField, string | null>>
  /** In Edit, the member's status as stored: shown, never changed by the form. */
  currentStatus?: string
  /** In Edit, the notes' dated lines (`splitNotes`): shown, and kept as they are by the save. */
  datedNotesLines?: readonly string[]
  /** Told whether the user has changed anything, so closing can ask before throwing it away. */
  onDirtyChange?: (dirty: boolean) => void
  /** Told every value after each change, so a draft can be kept. */
  onValuesChange?: (values: MemberFormValues) => void
  /** Values brought back from a draft: they replace the form's values and count as changes. */
  restored?: MemberFormValues | null
  /** A warning the save raised before sending (an Omang another member holds), at the top of the form. */
  notice?: ReactNode
}

/**
 * The member form used by Add New User, Edit User and the Member Details edit modal: every field of
 * SPEC section 2, the rules of section 5 (through MemberFormSchema), a form-level banner for what the
 * server says, and per-field errors in red. Values live in react-hook-form, so a failed save keeps them.
 */
export function MemberForm({
  id,
  mode,
  defaultValues,
  onSubmit,
  documents,
  currentStatus,
  datedNotesLines = [],
  onDirtyChange,
  onValuesChange,
  restored,
  notice,
}: MemberFormProps) {
  const form = useForm<MemberFormValues>({
    resolver: zodResolver(MemberFormSchema),
    defaultValues,
    mode: 'onTouched',
  })
  const bannerRef = useRef<HTMLDivElement>(null)
  const serverError = form.formState.errors.root?.server?.message
  const { errors, submitCount } = form.formState

  // Told as the change happens, not after the next render: a click on the backdrop right after
  // typing must already know there is something to lose.
  useEffect(() => {
    if (!onDirtyChange) return
    return form.subscribe({
      formState: { isDirty: true },
      callback: ({ isDirty }) => onDirtyChange(isDirty === true),
    })
  }, [form, onDirtyChange])

  useEffect(() => {
    if (!onValuesChange) return
    return form.subscribe({ formState: { values: true }, callback: () => onValuesChange(form.getValues()) })
  }, [form, onValuesChange])

  useEffect(() => {
    if (restored) form.reset(restored, { keepDefaultValues: true })
  }, [form, restored])

  useEffect(() => {
    if (serverError) bannerRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [serverError])

  const context: FieldContext = { form, documents }
  return (
    <form
      id={id}
      noValidate
      aria-label={mode === 'add' ? 'Add member' : 'Edit member'}
      onSubmit={form.handleSubmit((values) => onSubmit(values, { setError: form.setError }))}
    >
      {serverError && (
        <div
          ref={bannerRef}
          role="alert"
          className="mb-4 rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {serverError}
        </div>
      )}
      {notice}
      {!serverError && submitCount > 0 && (
        <ErrorSummary fields={MEMBER_FIELDS.filter((field) => errors[field.name])} setFocus={form.setFocus} />
      )}
      <p className="mb-4 text-sm text-gray-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      {/* Fields stay enabled while saving: disabling them would drop the user's focus, and a refused
          field must take focus when the server's 422 arrives. The dialog disables Save instead. */}
      <fieldset className="space-y-6">
        {MEMBER_FIELD_GROUPS.map((group) => (
          <fieldset key={group.legend} className="rounded-md border border-gray-200 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-gray-900">
              {mode === 'add' ? (group.addLegend ?? group.legend) : group.legend}
            </legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {group.fields.map((field) => (
                <MemberFieldControl key={field.name} field={field} context={context} />
              ))}
            </div>
            {mode === 'edit' && group.recordFacts && (
              <RecordFacts status={currentStatus} datedLines={datedNotesLines} />
            )}
          </fieldset>
        ))}
      </fieldset>
    </form>
  )
}

const MEMBER_FIELDS = MEMBER_FIELD_GROUPS.flatMap((group) => group.fields)

/**
 * The form-level banner for what the browser refused: each field by name, a link that puts the focus
 * on it, so a long form's problems are found without scrolling for red text.
 */
function ErrorSummary({
  fields,
  setFocus,
}: {
  fields: readonly MemberFieldDef[]
  setFocus: UseFormReturn<MemberFormValues>['setFocus']
}) {
  if (fields.length === 0) return null
  return (
    <div className="mb-4 rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">Please correct the following fields:</p>
      <ul className="mt-1 list-disc pl-5">
        {fields.map((field) => (
          <li key={field.name}>
            <a
              href={`#${field.name}`}
              onClick={(event) => {
                event.preventDefault()
                setFocus(field.name)
              }}
              // 24 px tall at least: a list of small links is a row of touch targets (WCAG 2.2 target size).
              className="inline-block min-h-6 py-0.5 underline hover:text-red-950"
            >
              {field.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function currentDocument(path: string | null | undefined): string | null {
  return hasDocument(path) ? documentFileName(path) : null
}

interface FieldContext {
  form: UseFormReturn<MemberFormValues>
  documents: MemberFormProps['documents']
}

/**
 * What Edit shows and never changes (`MemberFieldGroup.recordFacts`): the status, which only the
 * member's actions move, and the notes' dated lines, the record's history (DESIGN section 11).
 */
function RecordFacts({ status, datedLines }: { status: string | undefined; datedLines: readonly string[] }) {
  return (
    <div className="mt-4 space-y-2 text-sm text-gray-700">
      {status && (
        <p>
          Status: <span className="font-medium text-gray-900">{statusLabel(status)}</span>. Only the member&apos;s
          actions change it, each with a line in the notes.
        </p>
      )}
      {datedLines.length > 0 && (
        <div>
          <p>In the notes as they are, the record&apos;s history:</p>
          <ul className="mt-1 list-disc pl-5 wrap-anywhere">
            {datedLines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p>Saving adds a line with the date and your name.</p>
    </div>
  )
}

/** 'Under 18' under the date of birth as it is typed: a warning, the member may still be saved. */
function UnderAgeWarning({ control }: { control: Control<MemberFormValues> }) {
  const dateOfBirth = useWatch({ control, name: 'date_of_birth' })
  if (!isUnderAge(dateOfBirth, new Date())) return null
  return <p className="mt-1 text-sm text-amber-800">Under 18: check that the member may join.</p>
}

function MemberFieldControl({ field, context }: { field: MemberFieldDef; context: FieldContext }) {
  const { form, documents } = context
  const error = form.formState.errors[field.name]?.message
  switch (field.kind) {
    case 'text': {
      const date = field.type === 'date'
      const input = (
        <TextField
          label={field.label}
          type={field.type ?? 'text'}
          required={isRequiredMemberField(field.name)}
          autoComplete={field.autoComplete}
          // Every date on the form is a birth date: the picker offers none after today.
          max={date ? formatIsoDay(new Date()) : undefined}
          error={error}
          {...form.register(field.name)}
        />
      )
      return field.name === 'date_of_birth' ? (
        <div>
          {input}
          <UnderAgeWarning control={form.control} />
        </div>
      ) : (
        input
      )
    }
    case 'textarea':
      return (
        <TextAreaField
          label={field.label}
          required={isRequiredMemberField(field.name)}
          rows={4}
          className="sm:col-span-2"
          error={error}
          {...form.register(field.name)}
        />
      )
    case 'select':
      return (
        <SelectField
          label={field.label}
          required={isRequiredMemberField(field.name)}
          options={field.options.map((value) => ({ value, label: choiceLabel(value) }))}
          placeholder={field.placeholder}
          error={error}
          {...form.register(field.name)}
        />
      )
    case 'file':
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control, fieldState }) => (
            <FileField
              ref={control.ref}
              label={field.label}
              name={control.name}
              file={control.value}
              onChange={control.onChange}
              onBlur={control.onBlur}
              accept={DOCUMENT_ACCEPT}
              hint={DOCUMENT_HINT}
              current={currentDocument(documents?.[field.name])}
              error={fieldState.error?.message}
              disabled={control.disabled}
            />
          )}
        />
      )
  }
}
