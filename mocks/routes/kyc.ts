import { authedRoute } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { resourceCollection } from '../http/paginate'
import { listRows, readListFilters } from '../domain/list-query'
import { kycTransitions } from '../domain/transitions'
import type { KycRecord } from '../types'
import { actionRoute, notifyRoute, showRoute } from './record-routes'
import type { ResourceSpec } from './record-routes'

const kyc: ResourceSpec<KycRecord> = {
  entity: 'kyc',
  base: '/api/kyc-1s',
  model: 'App\\Models\\Kyc1',
  noun: 'KYC record',
  resource: 'kyc',
  table: (db) => db.kyc,
}

const searchable = (record: KycRecord) => [
  record.member_id,
  record.name,
  record.surname,
  `${record.name} ${record.surname}`,
  record.omang_number,
  record.email_address,
  record.mobile_number,
  record.occupation,
  record.employer,
  record.village_town_city,
]

// The KYC endpoints go through API Resources: lists under `meta`, single records under `data`.
export const kycRoutes: MockRoute[] = [
  authedRoute('get', kyc.base, { group: 'kyc.list', kind: 'collection' }, async (context) => {
    context.can('kyc', 'view')
    const rows = listRows(context.db.kyc, readListFilters(context.url), { searchable })
    return { json: resourceCollection(rows, context.url) }
  }),
  showRoute(kyc, 'kyc.show', (record) => ({ data: record })),
  actionRoute(kyc, {
    segment: 'verify',
    group: 'kyc.verify',
    permission: 'verify',
    transition: kycTransitions.verify,
    verb: 'verify',
    pastTense: 'verified',
  }),
  actionRoute(kyc, {
    segment: 'approve',
    group: 'kyc.approve',
    permission: 'approve',
    transition: kycTransitions.approve,
    verb: 'approve',
    pastTense: 'approved',
  }),
  actionRoute(kyc, {
    segment: 'reject',
    group: 'kyc.reject',
    permission: 'reject',
    transition: kycTransitions.reject,
    verb: 'reject',
    pastTense: 'rejected',
  }),
  notifyRoute(kyc, {
    segment: 'notifyAdmin',
    group: 'kyc.notify',
    idKey: 'kyc_id',
    ids: (record) => [String(record.id)],
  }),
]
