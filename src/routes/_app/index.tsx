import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { dashboardQueries } from '@/api/dashboard/dashboard.queries'
import { loaderQuery } from '@/api/query-priority'
import { DEFAULT_RANGE, dashboardWindow, seriesFilterFor } from '@/domain/dashboard-range'
import { DashboardScreen, type DashboardSearch } from '@/features/dashboard/DashboardScreen'

// The router parses `?range=7` as the number 7, so presets are numbers and custom is a word.
// Every key may be missing (a plain link to `/`) and any unreadable value falls back to the default.
// zod/mini because route definitions load with the entry chunk (DESIGN section 8).
const DashboardSearchSchema = z.object({
  range: z.catch(z._default(z.literal([7, 14, 30, 'custom']), DEFAULT_RANGE), DEFAULT_RANGE),
  from: z.catch(z.optional(z.iso.date()), undefined),
  to: z.catch(z.optional(z.iso.date()), undefined),
})

export const Route = createFileRoute('/_app/')({
  validateSearch: DashboardSearchSchema,
  // The default range stays out of the URL, so `/` is the dashboard's plain address.
  search: { middlewares: [stripSearchParams({ range: DEFAULT_RANGE })] },
  loaderDeps: ({ search }) => ({ range: search.range, from: search.from, to: search.to }),
  // The loader stays in the entry chunk: split off, it would be one more round trip before the request.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
  // Starts the series alongside the component chunk without holding navigation: the screen shows its
  // own skeleton, and its own failure text with Try again, so a rejection here has nowhere to go. The
  // list counts start with the screen, so the figure queries stay out of the entry chunk.
  loader: ({ context, deps, preload }) => {
    const today = new Date()
    const filter = seriesFilterFor(dashboardWindow(deps, today), today)
    context.queryClient.ensureQueryData(loaderQuery(dashboardQueries.stats(filter), preload)).catch(() => undefined)
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (next: DashboardSearch) => void navigate({ search: next })
  return <DashboardScreen search={search} onSearchChange={onSearchChange} />
}
