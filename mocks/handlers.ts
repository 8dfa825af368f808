import type { HttpHandler } from 'msw'
import { mockApiHandler } from './http/router'
import { authRoutes } from './routes/auth'
import { dashboardRoutes } from './routes/dashboard'
import { documentRoutes } from './routes/documents'
import { importRoutes } from './routes/import'
import { kycRoutes } from './routes/kyc'
import { loanRoutes } from './routes/loans'
import { memberRoutes } from './routes/members'

// Relative paths: they match the page's origin in the browser and jsdom's in tests.
export const handlers: HttpHandler[] = [
  mockApiHandler([
    ...authRoutes,
    ...dashboardRoutes,
    ...loanRoutes,
    ...kycRoutes,
    ...memberRoutes,
    ...importRoutes,
    ...documentRoutes,
  ]),
]
