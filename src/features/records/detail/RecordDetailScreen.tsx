import type { ReactNode } from 'react'
import { DocumentsBesideFields } from '@/features/records/documents/DocumentsBesideFields'
import type { DocumentEntry } from '@/features/records/documents/UploadedDocuments'
import { useShortcutGroup } from '@/components/keyboard/shortcut-groups'
import type { ShortcutScreen } from '@/domain/shortcuts'
import { QueueBar } from '@/features/records/queue/QueueBar'
import type { RecordQueue } from '@/features/records/queue/use-record-queue'
import type { RecordListPath } from './BackButton'
import { DetailGrid, type DetailFieldGroup } from './DetailGrid'
import { DetailPage } from './DetailPage'
import { DetailSection } from './DetailSection'
import { RecordSummary } from './RecordSummary'

interface RecordDetailScreenProps {
  title: string
  /** Where Back goes when the record was opened directly. */
  list: RecordListPath
  /** The person the record is about, or a fallback naming the record. */
  heading: string
  subheading?: string
  status: string
  /** The status actions the machine and the role allow. */
  actions: ReactNode
  /** Review aids under the summary (KYC and members): advisory, never blocking. */
  checks?: ReactNode
  groups: readonly DetailFieldGroup[]
  /** The queue the record was opened from, with the list's text for a page that fails to load. */
  queue?: { walk: RecordQueue; failureMessage: string }
  /** Uploaded Documents, above the fields, with View beside them on a wide screen. */
  documents?: readonly DocumentEntry[]
  /** After the fields: any dialogs the screen owns. */
  children?: ReactNode
}

/**
 * The one shape of a record's details screen, for loans, KYC and members alike: title and Back, the
 * summary with status and actions, the review checks, the uploaded documents, one card per field
 * group, then what the entity adds.
 */
export function RecordDetailScreen({
  title,
  list,
  heading,
  subheading,
  status,
  actions,
  checks,
  groups,
  queue,
  documents,
  children,
}: RecordDetailScreenProps) {
  const walking = queue?.walk.active ? queue : undefined
  useShortcutGroup('record' satisfies ShortcutScreen)
  const fields = (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <DetailSection key={group.title} title={group.title}>
          <DetailGrid fields={group.fields} />
        </DetailSection>
      ))}
      {children}
    </div>
  )
  return (
    <DetailPage title={title} list={list} onBack={walking?.walk.back}>
      {walking && <QueueBar queue={walking.walk} failureMessage={walking.failureMessage} />}
      <RecordSummary heading={heading} subheading={subheading} status={status} actions={actions} />
      {checks}
      {documents ? <DocumentsBesideFields documents={documents}>{fields}</DocumentsBesideFields> : fields}
    </DetailPage>
  )
}
