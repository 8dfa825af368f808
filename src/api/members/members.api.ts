import { fullName } from '@/domain/names'
import { MemberSchema, type Member } from '@/schemas/member'
import { defineRecordResource } from '../records/record-resource'

export const memberResource = defineRecordResource<Member>({
  entity: 'member',
  key: 'members',
  path: 'api/memberships',
  schema: MemberSchema,
  notify: {
    segment: 'notifyMemberAdmin',
    idField: 'member_id',
    about: (member) => fullName(member.name, member.surname),
  },
})
