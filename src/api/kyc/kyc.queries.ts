import { kycResource } from './kyc.api'

/** Query keys and options for KYC records, shared by loaders, hooks and mutations. */
export const kycKeys = kycResource.keys
export const kycQueries = kycResource.queries
