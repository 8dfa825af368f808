import { memberResource } from './members.api'

/** Query keys and options for members, shared by loaders, hooks and mutations. */
export const memberKeys = memberResource.keys
export const memberQueries = memberResource.queries
