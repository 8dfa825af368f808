import { useState } from 'react'
import { useCurrentRole } from '@/features/session/use-current-user'
import { Button } from '@/components/ui/Button'
import { can } from '@/domain/permissions'
import { LazyMemberFormDialog, preloadMemberForm } from './form/LazyMemberFormDialog'
import { ImportMembersButton } from './import/ImportMembersButton'

/** The members list's header buttons: 'Add New Member' and 'Import Members', with their dialogs. */
export function MembersToolbar() {
  const role = useCurrentRole()
  const [adding, setAdding] = useState(false)
  return (
    <>
      {/* Adding and importing create members, which the server allows only to those who may edit them. */}
      {can(role, 'users', 'edit') && (
        <>
          <Button
            variant="primary"
            onClick={() => setAdding(true)}
            onPointerEnter={() => void preloadMemberForm()}
            onFocus={() => void preloadMemberForm()}
          >
            Add New Member
          </Button>
          <ImportMembersButton />
        </>
      )}
      {/* Kept while the role is unknown (a session lost with the form open): what was typed must stay. */}
      {adding && <LazyMemberFormDialog onClose={() => setAdding(false)} />}
    </>
  )
}
