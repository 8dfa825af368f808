import type { HttpHandler } from 'msw'
import { authHandlers } from './routes/auth'
import { dashboardHandlers } from './routes/dashboard'
import { documentHandlers } from './routes/documents'
import { fallbackHandlers } from './routes/fallback'
import { importHandlers } from './routes/import'
import { kycHandlers } from './routes/kyc'
import { loanHandlers } from './routes/loans'
import { memberHandlers } from './routes/members'

// Relative paths: they match the page's origin in the browser and jsdom's in tests.
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...dashboardHandlers,
  ...loanHandlers,
  ...kycHandlers,
  ...memberHandlers,
  ...importHandlers,
  ...documentHandlers,
  // Last: it matches every path the routes above did not.
  ...fallbackHandlers,
]
