import type { ReviewRecord } from '@/api/records/record-resource'
import type { ReviewContext } from '../actions/TransitionDialog'
import type { RecordDetails, ReviewEntity } from '../entity'

/** How the documents opened on this device are kept for a record: `kyc:12`. */
export function documentsKey<T extends ReviewRecord>(entity: ReviewEntity<T>, id: number): string {
  return `${entity.resource.key}:${id}`
}

/** What a decision on `record` looks at besides its status, from the entity's details. */
export function reviewContext<T extends ReviewRecord>(
  entity: ReviewEntity<T>,
  details: RecordDetails<T>,
  record: T,
): ReviewContext {
  return {
    checks: details.checks?.(record),
    documents: details.documents?.(record),
    recordKey: documentsKey(entity, record.id),
  }
}
