import { fullName } from '@/domain/names'
import type { Member } from '@/schemas/member'

// Apart from the field groups, so the members list can name a member without loading the form's field definitions.
export function memberName(member: Pick<Member, 'name' | 'surname'>): string {
  return fullName(member.name, member.surname)
}
