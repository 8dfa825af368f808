import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { TextField } from '@/components/forms/TextField'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { SaveViewFormSchema, type SaveViewFormValues } from '@/schemas/forms/save-view'

interface SaveViewDialogProps {
  /** The names already taken: the default views' and the user's own. */
  defaultNames: readonly string[]
  savedNames: readonly string[]
  onSave: (name: string) => void
  onCancel: () => void
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0

/** 'Save view': names the list as it is now (search, filters, sort, visible columns). */
export function SaveViewDialog({ defaultNames, savedNames, onSave, onCancel }: SaveViewDialogProps) {
  const formId = useId()
  const form = useForm<SaveViewFormValues>({ resolver: zodResolver(SaveViewFormSchema), defaultValues: { name: '' } })

  const save = form.handleSubmit(({ name }) => {
    // Two tabs of one name could not be told apart.
    if (defaultNames.some((taken) => sameName(taken, name))) {
      form.setError('name', { message: 'A default view already has this name.' })
    } else if (savedNames.some((taken) => sameName(taken, name))) {
      form.setError('name', { message: 'You already have a view with this name.' })
    } else {
      onSave(name)
    }
  })

  return (
    <Modal
      title="Save view"
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary">
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save} className="space-y-3">
        <p className="text-sm text-gray-700">
          Keeps the current search, filters, sort and visible columns under a name, on this device.
        </p>
        <TextField
          label="View name"
          required
          autoComplete="off"
          data-autofocus
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      </form>
    </Modal>
  )
}
