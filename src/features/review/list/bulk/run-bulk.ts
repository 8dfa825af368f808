import type { WriteOutcome } from '@/api/outbox'

/** How many of a bulk action's requests are out at once; the request scheduler bounds them further. */
export const BULK_CONCURRENCY = 3

export interface BulkRecordResult<T> {
  record: T
  outcome: WriteOutcome
}

/** Runs `send` over `records`, a few at a time, and returns each record's outcome in the records' order. */
export async function runBulk<T>(
  records: readonly T[],
  send: (record: T) => Promise<WriteOutcome>,
  concurrency = BULK_CONCURRENCY,
): Promise<BulkRecordResult<T>[]> {
  const results: BulkRecordResult<T>[] = new Array(records.length)
  let next = 0
  const worker = async () => {
    while (next < records.length) {
      const index = next
      next += 1
      const record = records[index] as T
      results[index] = { record, outcome: await send(record) }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, records.length) }, worker))
  return results
}
