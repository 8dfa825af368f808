import { memberResource } from '@/api/members/members.api'
import { errorReason } from '@/api/errors'
import { defineReviewEntity } from '@/features/review/entity'
import { RECORD_LIST_VIEWS } from '@/features/review/list/views/list-views'
import { LazyMemberFormDialog } from './form/LazyMemberFormDialog'
import { MEMBER_COLUMNS } from './member-columns'
import { memberName, memberSubject } from './member-name'
import { MembersLoadError, MembersLoading } from './MembersListStates'
import { MembersToolbar } from './MembersToolbar'

/** Registered members, as every screen of the console shows and reviews them. */
export const memberEntity = defineReviewEntity({
  resource: memberResource,
  paths: { list: '/users', detail: '/users/$id' },
  texts: {
    listTitle: 'Registered Members',
    searchPlaceholder: 'Search users...',
    // SPEC section 8: the members list's own failure text, shown in a banner with 'Try again'.
    listLoadFailed: 'Failed to load users. Please try again later.',
    recordTitle: 'User Details',
    viewTitle: 'Member Details',
    viewRecordLink: 'Open the member page with documents and actions',
    notFound: 'User not found',
    // The console's Approve (and Reactivate) sets 'active'; older records say 'approved'; the server's
    // Approved filter finds both (docs/mock-api-contract.md).
    statusLegend:
      'Active and Approved both mean an approved member (Approve sets Active; older records say Approved). The Approved filter shows both.',
    // SPEC section 8: the member screen's failure text names what went wrong.
    recordLoadFailed: (error) => `Failed to fetch user: ${errorReason(error)}`,
  },
  // SPEC section 2's choices, and 'verified': the 'Verified - awaiting approval' view filters on it;
  // 'suspended' and 'inactive': the dashboard's member figures link to those lists (DESIGN section 13).
  statusFilters: ['approved', 'pending', 'verified', 'rejected', 'suspended', 'inactive'],
  views: RECORD_LIST_VIEWS,
  columns: MEMBER_COLUMNS,
  linkColumn: 'name',
  details: () => import('./member-details').then((module) => module.memberDetails),
  heading: (member) => memberName(member) || `Member ${member.id}`,
  subheading: (member) => member.member_id,
  subject: memberSubject,
  rowLabel: (member) => `member ${member.member_id ?? member.id}`,
  list: {
    Toolbar: MembersToolbar,
    renderLoading: () => <MembersLoading />,
    renderError: (failure) => <MembersLoadError {...failure} />,
  },
  Editor: ({ record, onClose }) => <LazyMemberFormDialog member={record} onClose={onClose} />,
})
