import { textOrNotAvailable } from '@/domain/format'
import { useState } from 'react'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCurrentRole } from '@/api/auth/use-current-user'
import { memberResource } from '@/api/members/members.api'
import { useRecordsInTransition } from '@/api/records/status-transition'
import { DataTable } from '@/features/records/list/DataTable'
import { awaitListPage } from '@/features/records/list/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/features/records/list/list-search'
import { RecordRowActions } from '@/features/records/actions/RecordRowActions'
import { MemberActionDialogs, type MemberActionRequest } from '@/features/members/actions/MemberActionDialogs'
import { MemberFormDialog } from '@/features/members/form/MemberFormDialog'
import { ImportMembersButton } from '@/features/members/import/ImportMembersButton'
import { Button } from '@/components/ui/Button'
import { PageTitle } from '@/components/ui/PageTitle'
import { can } from '@/domain/permissions'
import type { Member } from '@/schemas/member'
import { MemberDetailsDialog } from '@/features/members/detail/MemberDetailsDialog'
import { MEMBER_STATUS_FILTERS, memberColumns } from '@/features/members/list/member-columns'
import { memberName } from '@/features/members/detail/member-record-fields'
import { MEMBERS_LOAD_ERROR, MembersLoadError, MembersLoading } from '@/features/members/list/MembersListStates'

export const Route = createFileRoute('/_app/users/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  loader: ({ context, deps, cause }) =>
    awaitListPage(context.queryClient.ensureQueryData(memberResource.queries.list(deps)), cause),
  // The first page is awaited on entering: meanwhile the title and the spinner, not a blank page.
  pendingComponent: MembersPending,
  component: RegisteredMembersScreen,
})

function MembersPending() {
  return (
    <>
      <PageTitle>Registered Members</PageTitle>
      <MembersLoading />
    </>
  )
}

function RegisteredMembersScreen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const role = useCurrentRole()
  const inTransition = useRecordsInTransition(memberResource.key)
  const [viewing, setViewing] = useState<Member | null>(null)
  const [adding, setAdding] = useState(false)
  const [request, setRequest] = useState<MemberActionRequest | null>(null)
  // Adding and importing create members, which the server allows only to those who may edit them.
  const mayEdit = can(role, 'users', 'edit')

  return (
    <>
      <DataTable
        title="Registered Members"
        resource={memberResource}
        columns={memberColumns}
        search={search}
        onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
        statusOptions={MEMBER_STATUS_FILTERS}
        searchPlaceholder="Search users..."
        loadErrorMessage={MEMBERS_LOAD_ERROR}
        renderError={(message, retry) => <MembersLoadError message={message} onRetry={retry} />}
        renderLoading={() => <MembersLoading />}
        toolbar={
          mayEdit && (
            <>
              <Button variant="primary" onClick={() => setAdding(true)}>
                Add New Member
              </Button>
              <ImportMembersButton />
            </>
          )
        }
        rowActions={(member) => (
          // One line per row: a member can offer three actions besides View, and stacked they make every row tall.
          <div className="flex flex-nowrap gap-1.5">
            <RecordRowActions
              entity="member"
              status={member.status}
              recordLabel={textOrNotAvailable(memberName(member))}
              busy={inTransition.has(member.id)}
              onView={() => setViewing(member)}
              onAction={(action) => setRequest({ member, action })}
            />
          </div>
        )}
      />
      {viewing && <MemberDetailsDialog member={viewing} onClose={() => setViewing(null)} />}
      {adding && <MemberFormDialog onClose={() => setAdding(false)} />}
      <MemberActionDialogs request={request} screen="list" onClose={() => setRequest(null)} />
    </>
  )
}
