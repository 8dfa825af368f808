import { loanResource } from './loans.api'

/** Query keys and options for loan applications, shared by loaders, hooks and mutations. */
export const loanKeys = loanResource.keys
export const loanQueries = loanResource.queries
