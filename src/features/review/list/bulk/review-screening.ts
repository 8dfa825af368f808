import type { QueryClient } from '@tanstack/react-query'
import { needingAttention } from '@/domain/review-checks'
import type { ReviewContext } from '../../actions/TransitionDialog'
import { settledChecks } from '../../checks/record-checks'
import { BULK_CONCURRENCY } from './run-bulk'

/**
 * The records of a bulk Verify or Approve that need individual review (DESIGN section 11): any with
 * a check that needs attention, or whose lookups could not run. Each record's checks are settled
 * through the record screen's own cached searches, a few records at a time within the request
 * budget; `onChecked` counts them as they settle.
 */
export async function needingIndividualReview<T>(
  queryClient: QueryClient,
  records: readonly T[],
  reviewOf: (record: T) => ReviewContext,
  onChecked: (checked: number) => void,
  today: Date = new Date(),
): Promise<T[]> {
  const flagged = new Set<T>()
  let next = 0
  let checked = 0
  const worker = async () => {
    while (next < records.length) {
      const record = records[next] as T
      next += 1
      const declaration = reviewOf(record).checks
      const checks = declaration ? await settledChecks(queryClient, declaration, today) : []
      if (needingAttention(checks).length > 0) flagged.add(record)
      checked += 1
      onChecked(checked)
    }
  }
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, records.length) }, worker))
  return records.filter((record) => flagged.has(record))
}
