import { memberNotifyPayload } from '@/domain/notify'
import { MemberSchema, type Member } from '@/schemas/member'
import { defineRecordResource } from '../records/record-resource'
import type { NotifyCall } from '../records/status-transition'

export const memberResource = defineRecordResource<Member>({
  entity: 'member',
  key: 'members',
  path: 'api/memberships',
  schema: MemberSchema,
})

export const memberNotify: NotifyCall<Member> = {
  segment: 'notifyMemberAdmin',
  payload: (member) => memberNotifyPayload(member),
}
