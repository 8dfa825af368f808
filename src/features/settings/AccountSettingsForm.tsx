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
      {/* DESIGN section 5: no endpoint exists, so the page says what Save does and what it does not. */}
      <div className="space-y-1 text-sm text-gray-700">
        <p>Your profile is kept on this device only: it is not sent to the server, and other devices do not see it.</p>
        <p>Your password is not changed here: the Current Password is not needed to save, and is never sent or kept.</p>
        <p>
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
      </div>
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      {/* SPEC section 2 keeps the field; it vouches for nothing and is never sent or kept. */}
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
