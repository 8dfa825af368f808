import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { DetailLoadFailure } from '@/features/records/detail/DetailLoadFailure'
import { DetailProblem } from '@/features/records/detail/DetailPage'
import { loadRecordDetail } from '@/features/records/detail/record-route'
import { backToRow, queueSearchSchema } from '@/features/records/queue/queue-search'
import {
  KycDetailsScreen,
  KYC_DETAILS_TITLE,
  KYC_LOAD_FAILED,
  KYC_NOT_FOUND,
} from '@/features/records/kyc/KycDetailsScreen'

export const Route = createFileRoute('/_app/kyc/$kycId')({
  // The loader (and with it the KYC schema) loads with the screen, not with the entry chunk.
  codeSplitGroupings: [['loader'], ['component', 'errorComponent', 'notFoundComponent']],
  // The list the record was opened from, to walk record by record (DESIGN section 10).
  validateSearch: queueSearchSchema,
  loader: ({ context, params }) => loadRecordDetail(context.queryClient, kycResource, params.kycId),
  // 'Loading...' only when loading is slow: a record seeded from its list row shows at once.
  pendingMs: 150,
  pendingMinMs: 200,
  component: KycDetailsRoute,
  errorComponent: KycLoadFailed,
  // An id that is no number is not found without asking the server (the loader throws notFound()).
  notFoundComponent: KycNotFound,
})

function KycDetailsRoute() {
  const { id, failure } = Route.useLoaderData()
  const { queue } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (failure) return <KycLoadFailed error={failure} />
  return (
    <KycDetailsScreen
      id={id}
      queue={queue}
      routes={{
        open: (next, nextQueue) =>
          void navigate({ params: { kycId: String(next) }, search: { queue: nextQueue }, replace: true }),
        back: (listQueue, focusRecord) => void navigate({ to: '/kyc', search: listQueue, ...backToRow(focusRecord) }),
      }}
    />
  )
}

function KycNotFound() {
  return <DetailProblem title={KYC_DETAILS_TITLE} list="/kyc" message={KYC_NOT_FOUND} />
}

/** A record that did not load (the loader's failure), or a failure its screen threw later. */
function KycLoadFailed({ error }: Pick<ErrorComponentProps, 'error'>) {
  return (
    <DetailLoadFailure
      title={KYC_DETAILS_TITLE}
      list="/kyc"
      error={error}
      notFound={KYC_NOT_FOUND}
      failed={KYC_LOAD_FAILED}
    />
  )
}
