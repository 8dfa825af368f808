/**
 * What every member must have, wherever a member is made: the member form marks these fields * and
 * refuses them empty; the import refuses a sheet without their columns, and the server a row without
 * their values (docs/mock-api-contract.md). One list, so the form and the import ask for the same.
 */
export const REQUIRED_MEMBER_FIELDS = [
  'name',
  'surname',
  'gender',
  'date_of_birth',
  'email_address',
  'cell_number',
] as const

export type RequiredMemberField = (typeof REQUIRED_MEMBER_FIELDS)[number]

export function isRequiredMemberField(field: string): field is RequiredMemberField {
  return (REQUIRED_MEMBER_FIELDS as readonly string[]).includes(field)
}
