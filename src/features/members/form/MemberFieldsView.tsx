import { documentFileName } from '@/domain/documents'
import { formatDate, NOT_AVAILABLE } from '@/domain/format'
import type { Member } from '@/schemas/member'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { MEMBER_FIELD_GROUPS, choiceLabel, type MemberFieldDef } from './member-fields'

function FieldValue({ field, member }: { field: MemberFieldDef; member: Member }) {
  const value = member[field.name]
  if (field.name === 'status') return <StatusBadge status={member.status} />
  if (value === null || value.trim() === '') return <>{NOT_AVAILABLE}</>
  switch (field.kind) {
    case 'text':
      return <>{field.type === 'date' ? formatDate(value) : value}</>
    case 'select':
      return <>{choiceLabel(value)}</>
    case 'file':
      return <span className="break-all">{documentFileName(value)}</span>
    case 'textarea':
      return <span className="whitespace-pre-wrap">{value}</span>
  }
}

/**
 * Every member field, read-only, in the member form's groups and with its labels: calendar dates as
 * 'MMM dd, yyyy', empty values as N/A, the status as a badge. Server text is rendered as text.
 */
export function MemberFieldsView({ member }: { member: Member }) {
  return (
    <div className="space-y-5">
      {MEMBER_FIELD_GROUPS.map((group) => (
        <section key={group.legend} aria-label={group.legend}>
          <h3 className="mb-2 text-sm font-semibold text-gray-900">{group.legend}</h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            {group.fields.map((field) => (
              <div key={field.name} className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                <dt className="text-xs font-medium text-gray-700">{field.label}</dt>
                <dd className="text-sm break-words text-gray-900">
                  <FieldValue field={field} member={member} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
