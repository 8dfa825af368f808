import { fullName, recordSubject } from '@/domain/names'
import type { Member } from '@/schemas/member'

// Apart from the field groups, so the members list can name a member without loading the form's field definitions.
export function memberName(member: Pick<Member, 'name' | 'surname'>): string {
  return fullName(member.name, member.surname)
}

/** The member a confirmation is about: name, member ID and Omang. */
export function memberSubject(member: Pick<Member, 'name' | 'surname' | 'member_id' | 'omang_number'>): string {
  return recordSubject(memberName(member), member.member_id, member.omang_number && `Omang ${member.omang_number}`)
}
