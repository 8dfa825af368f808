import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { TextField } from '@/components/forms/TextField'
import { Button } from '@/components/ui/Button'
import { SettingsFormSchema, type SettingsFormValues } from '@/schemas/forms/settings'
import { writeSavedProfile, type SavedProfile } from './saved-profile'

/** SPEC section 9: the success message disappears after 3 seconds. */
const SUCCESS_MESSAGE_MS = 3000

interface AccountSettingsFormProps {
  userId: number
  initial: SavedProfile
  onCancel: () => void
}

export function AccountSettingsForm({ userId, initial, onCancel }: AccountSettingsFormProps) {
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: { ...initial, currentPassword: '' },
  })
  // Which save the message is showing for (null: none), so a second save restarts its 3 seconds.
  const [successFor, setSuccessFor] = useState<number | null>(null)
  const { errors } = form.formState

  useEffect(() => {
    if (successFor === null) return
    const timer = setTimeout(() => setSuccessFor(null), SUCCESS_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [successFor])

  const save = form.handleSubmit(({ name, email, phone }) => {
    const profile = { name, email, phone }
    writeSavedProfile(userId, profile)
    // The password only vouched for this change; nothing keeps it.
    form.reset({ ...profile, currentPassword: '' })
    setSuccessFor((previous) => (previous ?? 0) + 1)
  })

  return (
    <form
      noValidate
      onSubmit={save}
      aria-label="Account settings"
      className="max-w-2xl space-y-5 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
    >
      <p className="text-sm text-gray-700">
        These changes are kept on this device only; they are not sent to the server.
      </p>
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div role="status" className="min-h-5 text-sm font-medium text-green-800">
        {successFor !== null && 'Profile updated successfully!'}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary">
          Save Changes
        </Button>
      </div>
    </form>
  )
}
