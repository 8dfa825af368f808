import { useState } from 'react'
import { lazyWithPreload } from '@/components/lazy-with-preload'
import { useCurrentRole } from '@/api/auth/use-current-user'
import { memberResource } from '@/api/members/members.api'
import { useRecordsInTransition } from '@/api/records/status-transition'
import { Button } from '@/components/ui/Button'
import { textOrNotAvailable } from '@/domain/format'
import { can } from '@/domain/permissions'
import { RecordRowActions } from '@/features/records/actions/RecordRowActions'
import type { ListSearch } from '@/features/records/list/list-search'
import { useBulkSelection } from '@/features/records/list/bulk/use-bulk-selection'
import { RecordList } from '@/features/records/list/RecordList'
import { useRecordList, type ListNavigate } from '@/features/records/list/use-record-list'
import type { Member } from '@/schemas/member'
import { MemberActionDialogs, type MemberActionRequest } from '../actions/MemberActionDialogs'
import { memberName } from '../detail/member-name'
import { LazyMemberFormDialog, preloadMemberForm } from '../form/LazyMemberFormDialog'
import { ImportMembersButton } from '../import/ImportMembersButton'
import { MEMBER_STATUS_FILTERS, memberColumns } from './member-columns'
import { MEMBERS_LOAD_ERROR, MembersLoadError } from './MembersListStates'

// A row's View opens this; its field groups come from the member form's definitions, which the
// list itself does not need.
const { Component: MemberDetailsDialog } = lazyWithPreload(() =>
  import('../detail/MemberDetailsDialog').then((module) => module.MemberDetailsDialog),
)

/** The record list with the members' own slots: Add and Import in the header, their dialogs, and a row's actions. */
export function RegisteredMembersScreen({ search, navigate }: { search: ListSearch; navigate: ListNavigate }) {
  const list = useRecordList(memberResource, search, navigate, memberColumns)
  const bulk = useBulkSelection(list, (member) => `member ${member.member_id ?? member.id}`)
  const role = useCurrentRole()
  const inTransition = useRecordsInTransition(memberResource.key)
  const [viewing, setViewing] = useState<Member | null>(null)
  const [adding, setAdding] = useState(false)
  const [request, setRequest] = useState<MemberActionRequest | null>(null)
  // Adding and importing create members, which the server allows only to those who may edit them.
  const mayEdit = can(role, 'users', 'edit')

  return (
    <>
      <RecordList
        list={list}
        selection={bulk.selection}
        aboveTable={bulk.aboveTable}
        title="Registered Members"
        statusOptions={MEMBER_STATUS_FILTERS}
        searchPlaceholder="Search users..."
        loadErrorMessage={MEMBERS_LOAD_ERROR}
        renderError={(message, retry) => <MembersLoadError message={message} onRetry={retry} />}
        toolbar={
          mayEdit && (
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
          )
        }
        rowActions={(member) => (
          <RecordRowActions
            entity="member"
            status={member.status}
            recordLabel={textOrNotAvailable(memberName(member))}
            busy={inTransition.has(member.id)}
            onView={() => setViewing(member)}
            onAction={(action) => setRequest({ member, action })}
          />
        )}
      />
      {viewing && <MemberDetailsDialog member={viewing} onClose={() => setViewing(null)} />}
      {adding && <LazyMemberFormDialog onClose={() => setAdding(false)} />}
      <MemberActionDialogs request={request} screen="list" onClose={() => setRequest(null)} />
    </>
  )
}
