import { kycResource } from '@/api/kyc/kyc.api'
import { defineReviewEntity } from '@/features/review/entity'
import { RECORD_LIST_VIEWS } from '@/features/review/list/views/list-views'
import { KYC_COLUMNS } from './kyc-columns'
import { kycName, kycSubject } from './kyc-names'

/** KYC records, as every screen of the console shows and reviews them. */
export const kycEntity = defineReviewEntity({
  resource: kycResource,
  paths: { list: '/kyc', detail: '/kyc/$id' },
  texts: {
    listTitle: 'KYC Verifications',
    searchPlaceholder: 'Search KYC records...',
    // SPEC section 8: the loan and the KYC list both say this when their page cannot be loaded.
    listLoadFailed: 'Failed to fetch loan applications',
    recordTitle: 'KYC Details',
    viewTitle: 'KYC Details',
    notFound: 'KYC not found',
    // DESIGN section 9: any failure to load other than a 404 or a 403.
    recordLoadFailed: () => 'Failed to load this KYC record.',
  },
  statusFilters: ['pending', 'verified', 'approved', 'rejected'],
  views: RECORD_LIST_VIEWS,
  columns: KYC_COLUMNS,
  linkColumn: 'member_id',
  details: () => import('./kyc-details').then((module) => module.kycDetails),
  heading: (kyc) => kycName(kyc) || `KYC record ${kyc.id}`,
  subheading: (kyc) => kyc.member_id,
  subject: kycSubject,
  rowLabel: (kyc) => `KYC record ${kyc.id}`,
})
