import { useState } from 'react'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCurrentRole } from '@/api/auth/use-current-user'
import { memberResource } from '@/api/members/members.api'
import { memberQueries } from '@/api/members/members.queries'
import { useRecordsInTransition } from '@/api/records/status-transition'
import { DataTable } from '@/components/data-table/DataTable'
import { awaitListPage } from '@/components/data-table/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/components/data-table/list-search'
import { RecordRowActions } from '@/components/data-table/RecordRowActions'
import { MemberActionDialogs, type MemberActionRequest } from '@/components/member-actions/MemberActionDialogs'
import { MemberFormDialog } from '@/components/member-form/MemberFormDialog'
import { ImportMembersButton } from '@/components/member-import/ImportMembersButton'
import { Button } from '@/components/ui/Button'
import { PageTitle } from '@/components/ui/PageTitle'
import { can } from '@/domain/permissions'
import type { Member } from '@/schemas/member'
import { MemberDetailsDialog } from './-components/MemberDetailsDialog'
import { MEMBER_STATUS_FILTERS, memberColumns, memberName } from './-components/member-columns'
import { MEMBERS_LOAD_ERROR, MembersLoadError, MembersLoading } from './-components/MembersListStates'

export const Route = createFileRoute('/_app/users/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  loader: ({ context, deps, cause }) => awaitListPage(context.queryClient.ensureQueryData(memberQueries.list(deps)), cause),
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
              recordLabel={memberName(member)}
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
