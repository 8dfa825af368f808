import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'

const APP_NAME = 'Sacco Console'

type RouteId = ReturnType<typeof useMatches>[number]['routeId']
type Params = Record<string, string>

/**
 * The one home of every screen's browser tab title, by route. A screen is named as its heading
 * names it; a record's screen names the record, so several open tabs can be told apart.
 */
const SCREEN_TITLES: Partial<Record<RouteId, (params: Params) => string>> = {
  '/login': () => 'Sign in',
  '/_app/': () => 'Dashboard',
  '/_app/loans/': () => 'Loan Applications',
  '/_app/loans/$id': (params) => `Loan application ${params.id}`,
  '/_app/kyc/': () => 'KYC Verifications',
  '/_app/kyc/$id': (params) => `KYC verification ${params.id}`,
  '/_app/users/': () => 'Registered Members',
  '/_app/users/$id': (params) => `Member ${params.id}`,
  '/_app/settings': () => 'Account Settings',
  '/_app/help': () => 'Help & Support',
  '/_app/no-access': () => 'No access',
}

/** Sets `document.title` from the deepest route on screen that has a title. */
export function useScreenTitle(): void {
  const title = useMatches({
    select: (matches) => {
      for (const match of [...matches].reverse()) {
        const titleFor = SCREEN_TITLES[match.routeId]
        if (titleFor) return `${titleFor(match.params as Params)} · ${APP_NAME}`
      }
      return APP_NAME
    },
  })
  useEffect(() => {
    document.title = title
  }, [title])
}
