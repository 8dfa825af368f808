import { kycNotifyPayload } from '@/domain/notify'
import { KycSchema, type Kyc } from '@/schemas/kyc'
import { defineRecordResource } from '../records/record-resource'
import type { NotifyCall } from '../records/status-transition'

export const kycResource = defineRecordResource<Kyc>({
  entity: 'kyc',
  key: 'kyc',
  path: 'api/kyc-1s',
  schema: KycSchema,
})

export const kycNotify: NotifyCall<Kyc> = { segment: 'notifyAdmin', payload: (kyc) => kycNotifyPayload(kyc) }
