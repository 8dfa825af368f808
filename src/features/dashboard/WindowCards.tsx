import { useId, type ReactNode } from 'react'
import {
  approvalRate,
  FIGURE_KINDS,
  KIND_WORDS,
  REVIEW_STATUSES,
  WINDOW_STATUSES,
  windowStatusLabel,
  type FigureKind,
} from '@/domain/dashboard-figures'
import { countOf, describeWindow, formatWindowDates } from '@/domain/dashboard-labels'
import { previousWindow, windowDays, type DateWindow } from '@/domain/dashboard-range'
import { formatCount, formatMoney } from '@/domain/format'
import { windowChangeParts } from '@/domain/trends'
import { dashboardListLink } from './dashboard-links'
import { FigureCard } from './FigureCard'
import { FigureCount, FigureLink, FigurePending } from './FigureLink'
import { useLoanVolume, useStatusCount, useWindowCounts, type Figure } from './use-dashboard-figures'

/** DESIGN section 13: per kind, what arrived in the window and where each of those stands now. */
export function WindowCards({ dateWindow }: { dateWindow: DateWindow }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          Received in the window
        </h2>
        <p className="text-sm text-gray-700">{describeWindow(dateWindow)}, by their status now</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3 print:grid-cols-3 print:gap-2">
        {FIGURE_KINDS.map((kind) => (
          <WindowCard key={kind} kind={kind} dateWindow={dateWindow} />
        ))}
      </div>
    </section>
  )
}

function WindowCard({ kind, dateWindow }: { kind: FigureKind; dateWindow: DateWindow }) {
  const counts = useWindowCounts(kind, dateWindow)
  const { received, previous, approved, rejected } = counts
  const words = KIND_WORDS[kind]
  const base = previousWindow(dateWindow)
  const reviewed = REVIEW_STATUSES.map((status) => [status, counts[status]] as const)
  const errors = [received, previous, ...reviewed.map(([, figure]) => figure)].map((figure) => figure.error)
  return (
    <FigureCard title={words.title} kind={kind} errors={errors}>
      <dl className="mt-2">
        <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
          <dt className="text-sm text-gray-700">Received</dt>
          <dd className="text-2xl">
            <FigureCount
              figure={received}
              to={dashboardListLink(kind, { from_date: dateWindow.from, to_date: dateWindow.to })}
              label={(count) =>
                `${countOf(count, words.records)} received ${formatWindowDates(dateWindow)}: open the list`
              }
              pendingClassName="h-7 w-12"
            />
          </dd>
          <dd className="col-span-2 mt-1 text-sm text-gray-700">
            {received.value !== undefined && previous.value !== undefined ? (
              <Change
                current={received.value}
                previous={previous.value}
                days={windowDays(dateWindow)}
                link={
                  <FigureLink
                    to={dashboardListLink(kind, { from_date: base.from, to_date: base.to })}
                    label={`${countOf(previous.value, words.records)} received ${formatWindowDates(base)}: open the list`}
                  >
                    {formatCount(previous.value)}
                  </FigureLink>
                }
              />
            ) : (
              <FigurePending className="h-4 w-40" />
            )}
          </dd>
        </div>
      </dl>
      <h4 className="mt-3 text-sm font-medium text-gray-900">Their status now</h4>
      <dl className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-x-4 gap-y-1 text-sm">
        {reviewed.map(([status, figure]) => (
          <StatusRow key={status} kind={kind} dateWindow={dateWindow} status={status} figure={figure} />
        ))}
        {WINDOW_STATUSES[kind].slice(REVIEW_STATUSES.length).map((status) => (
          <OtherStatusRow key={status} kind={kind} dateWindow={dateWindow} status={status} />
        ))}
      </dl>
      <p className="mt-2 text-sm text-gray-700">
        Approval rate: <ApprovalRate approved={approved.value} rejected={rejected.value} />
      </p>
      {kind === 'loans' && <LoanVolumeLine dateWindow={dateWindow} approved={approved.value} />}
    </FigureCard>
  )
}

interface StatusRowProps {
  kind: FigureKind
  dateWindow: DateWindow
  status: string
  figure: Figure
}

function StatusRow({ kind, dateWindow, status, figure }: StatusRowProps) {
  const label = windowStatusLabel(kind, status)
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className="text-gray-700">{label}</dt>
      <dd>
        <FigureCount
          figure={figure}
          to={dashboardListLink(kind, { status, from_date: dateWindow.from, to_date: dateWindow.to })}
          label={(count) =>
            `${countOf(count, KIND_WORDS[kind].records)} received ${formatWindowDates(dateWindow)}, ${label.toLowerCase()} now: open the list`
          }
        />
      </dd>
    </div>
  )
}

/** A status only some kinds have (a member suspended since): its own count, asked for by its own row. */
function OtherStatusRow(props: Omit<StatusRowProps, 'figure'>) {
  return <StatusRow {...props} figure={useStatusCount(props.kind, props.dateWindow, props.status)} />
}

function Change({
  current,
  previous,
  days,
  link,
}: {
  current: number
  previous: number
  days: number
  link: ReactNode
}) {
  const [before, , after] = windowChangeParts(current, previous, days)
  return (
    <>
      {before}
      {link}
      {after}
    </>
  )
}

function ApprovalRate({ approved, rejected }: { approved: number | undefined; rejected: number | undefined }) {
  if (approved === undefined || rejected === undefined) return <FigurePending className="h-4 w-24" />
  const rate = approvalRate(approved, rejected)
  if (rate === null) return <span className="font-medium text-gray-900">none decided yet</span>
  return (
    <>
      <span className="font-medium text-gray-900">{rate}%</span> ({formatCount(approved)} approved of{' '}
      {formatCount(approved + rejected)} decided)
    </>
  )
}

function LoanVolumeLine({ dateWindow, approved }: { dateWindow: DateWindow; approved: number | undefined }) {
  const volume = useLoanVolume(dateWindow)
  return (
    <dl className="mt-2 border-t border-gray-100 pt-2">
      <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
        <dt className="text-sm text-gray-700">Loan volume, approved</dt>
        <dd className="font-semibold text-gray-900">
          {volume.amount !== undefined ? (
            formatMoney(volume.amount)
          ) : volume.tooMany ? (
            'see the list'
          ) : volume.error ? (
            '-'
          ) : (
            <FigurePending className="h-5 w-24" />
          )}
        </dd>
        <dd className="col-span-2 text-xs text-gray-700">
          {volume.tooMany
            ? `Too many approved loans to add up here (${formatCount(approved ?? 0)}): export the Approved list to sum them.`
            : 'The amounts applied for in the approved loans above.'}
        </dd>
      </div>
    </dl>
  )
}
