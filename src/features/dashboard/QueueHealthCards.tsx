import { useId } from 'react'
import { reviewSlaDays } from '@/config'
import { FIGURE_KINDS, KIND_WORDS, type FigureKind } from '@/domain/dashboard-figures'
import { countOf } from '@/domain/dashboard-labels'
import { formatDate, formatDays } from '@/domain/format'
import { ageInDays, formatAge, isPastServiceLevel } from '@/domain/queue-age'
import { dashboardListLink, dashboardRecordLink } from './dashboard-links'
import { FigureCard } from './FigureCard'
import { FigureCount, FigureLink, FigurePending } from './FigureLink'
import { useQueueHealth, type QueueHealth } from './use-dashboard-figures'

const ROW = 'flex items-baseline justify-between gap-3 py-1'
const TERM = 'text-sm text-gray-700'

/** DESIGN section 12: how much is waiting, how long the oldest has waited, and how many wait too long. */
export function QueueHealthCards({ today }: { today: Date }) {
  const headingId = useId()
  const serviceLevel = formatDays(reviewSlaDays)
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          Waiting now
        </h2>
        <p className="text-sm text-gray-700">Service level: reviewed within {serviceLevel}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3 print:grid-cols-3 print:gap-2">
        {FIGURE_KINDS.map((kind) => (
          <QueueCard key={kind} kind={kind} today={today} serviceLevel={serviceLevel} />
        ))}
      </div>
    </section>
  )
}

function QueueCard({ kind, today, serviceLevel }: { kind: FigureKind; today: Date; serviceLevel: string }) {
  const queue = useQueueHealth(kind, today)
  const { pending, pastServiceLevel, cutoff } = queue
  const words = KIND_WORDS[kind]
  return (
    <FigureCard title={words.title} kind={kind} errors={[pending.error, pastServiceLevel.error, queue.oldestError]}>
      <dl className="mt-2 divide-y divide-gray-100">
        <div className={ROW}>
          <dt className={TERM}>Pending now</dt>
          <dd className="text-2xl">
            <FigureCount
              figure={pending}
              to={dashboardListLink(kind, { status: 'pending' })}
              label={(count) => `${countOf(count, words.records)} pending now: open the list`}
              pendingClassName="h-7 w-12"
            />
          </dd>
        </div>
        <div className={ROW}>
          <dt className={TERM}>Oldest waiting</dt>
          {/* As tall as the answer will be (the age, then 'since ...', which wraps in three columns),
              so the cards below do not jump when it comes. */}
          <dd className="min-h-9 text-right text-sm md:min-h-13">
            <OldestWaiting queue={queue} today={today} />
          </dd>
        </div>
        <div className={ROW}>
          <dt className={TERM}>Waiting more than {serviceLevel}</dt>
          <dd className="text-lg">
            <FigureCount
              figure={pastServiceLevel}
              to={dashboardListLink(kind, { status: 'pending', to_date: cutoff })}
              label={(count) =>
                `${countOf(count, words.records)} pending for more than ${serviceLevel}, received on or before ${formatDate(cutoff)}: open the list`
              }
            />
          </dd>
        </div>
      </dl>
    </FigureCard>
  )
}

function OldestWaiting({ queue, today }: { queue: QueueHealth; today: Date }) {
  const record = queue.oldest
  if (record === undefined) return queue.oldestError ? <span>-</span> : <FigurePending className="h-5 w-20" />
  if (record === null) return <span className="text-gray-700">None waiting</span>
  const age = ageInDays(record.createdAt, today)
  const since = formatDate(record.createdAt)
  const noun = KIND_WORDS[queue.kind].records[0]
  return (
    <>
      <FigureLink
        to={dashboardRecordLink(queue.kind, record.id)}
        label={`The oldest pending ${noun}, waiting ${age === null ? 'since an unknown date' : formatAge(age)}: open it`}
      >
        {age === null ? 'Unknown' : formatAge(age)}
      </FigureLink>
      <span className="block text-xs text-gray-700">
        since {since}
        {age !== null && isPastServiceLevel(age, reviewSlaDays) && ', past the service level'}
      </span>
    </>
  )
}
