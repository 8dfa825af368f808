import { authedRoute } from '../http/pipeline'
import type { AuthedContext, Reply } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { methodNotAllowed, validationError } from '../http/errors'
import { paginator } from '../http/paginate'
import { listRows, readListFilters } from '../domain/list-query'
import { checkMember } from '../domain/member-validation'
import { createMember, storeUploads, updateMember } from '../domain/member-writes'
import { memberTransitions } from '../domain/transitions'
import type { MemberRecord } from '../types'
import { actionRoute, findRecord, notifyRoute, showRoute } from './record-routes'
import type { ResourceSpec } from './record-routes'

const members: ResourceSpec<MemberRecord> = {
  entity: 'members',
  base: '/api/memberships',
  model: 'App\\Models\\Membership',
  noun: 'member',
  resource: 'users',
  table: (db) => db.members,
}

const searchable = (member: MemberRecord) => [
  member.member_id,
  member.membership_number,
  member.name,
  member.surname,
  `${member.name} ${member.surname}`,
  member.omang_number,
  member.passport_number,
  member.email_address,
  member.cell_number,
  member.organisation,
]

// The filter offers "approved", which the newer rows store as "active".
const statusMatches = (member: MemberRecord, status: string): boolean =>
  status === 'approved' ? member.status === 'approved' || member.status === 'active' : member.status === status

async function update(context: AuthedContext): Promise<Reply> {
  const member = findRecord(members, context)
  context.can('users', 'edit')
  if (member.status === 'suspended') {
    throw validationError({ status: ['A suspended member cannot be edited. Reactivate the member first.'] })
  }
  const { input } = await context.input()
  const check = checkMember(input, { members: context.db.members.all(), self: member, allowFiles: true })
  if (Object.keys(check.errors).length > 0) throw validationError(check.errors)
  const updated = updateMember(context.db, member, check.values, await storeUploads(context.db, check.files))
  return { json: { message: 'Member updated', data: updated } }
}

export const memberRoutes: MockRoute[] = [
  authedRoute('get', members.base, { group: 'members.list', kind: 'list' }, async (context) => {
    context.can('users', 'view')
    const rows = listRows(context.db.members, readListFilters(context.url), { searchable, statusMatches })
    return { json: paginator(rows, context.url) }
  }),
  showRoute(members, 'members.show', (member) => member),

  authedRoute('post', members.base, { group: 'members.create', kind: 'action' }, async (context) => {
    context.can('users', 'edit')
    const { input } = await context.input()
    const check = checkMember(input, { members: context.db.members.all(), allowFiles: true })
    if (Object.keys(check.errors).length > 0) throw validationError(check.errors)
    const member = createMember(context.db, check.values, await storeUploads(context.db, check.files))
    return { status: 201, json: { message: 'Member created', data: member } }
  }),

  authedRoute('put', `${members.base}/:id`, { group: 'members.update', kind: 'action' }, update),
  authedRoute('patch', `${members.base}/:id`, { group: 'members.update', kind: 'action' }, update),
  // Multipart updates arrive as POST with `_method=PUT`; a bare POST here is a 405, as in Laravel.
  authedRoute('post', `${members.base}/:id`, { group: 'members.update', kind: 'action' }, async (context) => {
    const { method } = await context.input()
    if (method === 'PUT' || method === 'PATCH') return update(context)
    throw methodNotAllowed('POST', context.url.pathname, 'GET, HEAD, PUT, PATCH, DELETE')
  }),

  actionRoute(members, {
    segment: 'verify_membership',
    group: 'members.verify',
    permission: 'verify',
    transition: memberTransitions.verify,
    verb: 'verify',
    pastTense: 'verified',
  }),
  actionRoute(members, {
    segment: 'approve',
    group: 'members.approve',
    permission: 'approve',
    transition: memberTransitions.approve,
    verb: 'approve',
    pastTense: 'approved',
  }),
  actionRoute(members, {
    segment: 'reject',
    group: 'members.reject',
    permission: 'reject',
    transition: memberTransitions.reject,
    verb: 'reject',
    pastTense: 'rejected',
  }),
  actionRoute(members, {
    segment: 'suspend',
    group: 'members.suspend',
    permission: 'suspend',
    transition: memberTransitions.suspend,
    verb: 'suspend',
    pastTense: 'suspended',
  }),
  notifyRoute(members, {
    segment: 'notifyMemberAdmin',
    group: 'members.notify',
    idKey: 'member_id',
    ids: (member) => [String(member.id), member.member_id],
  }),
]
