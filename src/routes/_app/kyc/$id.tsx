import { createFileRoute } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { kycEntity } from '@/features/kyc/kyc-entity'
import { recordDetailRoute } from '@/features/review/record-routes'
import { RecordDetailRoute, RecordLoadFailure, RecordNotFound } from '@/features/review/screens/RecordDetailScreen'

export const Route = createFileRoute('/_app/kyc/$id')({
  // The record's field cards load beside the record itself, as the entity's `details` loads them.
  ...recordDetailRoute(kycResource, () => import('@/features/kyc/kyc-details').then((module) => module.kycDetails)),
  component: () => <RecordDetailRoute entity={kycEntity} />,
  errorComponent: ({ error }) => <RecordLoadFailure entity={kycEntity} error={error} />,
  // An id that is no number is not found without asking the server (the loader throws notFound()).
  notFoundComponent: () => <RecordNotFound entity={kycEntity} />,
})
