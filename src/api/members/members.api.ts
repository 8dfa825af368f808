import { memberNotifyPayload } from '../records/notify'
import { MemberSchema, type Member } from '@/schemas/member'
import { defineRecordResource } from '../records/record-resource'

export const memberResource = defineRecordResource<Member>({
  entity: 'member',
  key: 'members',
  path: 'api/memberships',
  schema: MemberSchema,
  notify: { segment: 'notifyMemberAdmin', payload: (record) => memberNotifyPayload(record) },
})
