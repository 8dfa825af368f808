import { KycSchema, type Kyc } from '@/schemas/kyc'
import { defineRecordResource } from '../records/record-resource'

export const kycResource = defineRecordResource<Kyc>({
  entity: 'kyc',
  key: 'kyc',
  path: 'api/kyc-1s',
  schema: KycSchema,
  notify: { segment: 'notifyAdmin', idField: 'kyc_id', about: (kyc) => kyc.name },
})
