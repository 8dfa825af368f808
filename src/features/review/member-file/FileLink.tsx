import type { ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { loanResource } from '@/api/loans/loans.api'
import { memberResource } from '@/api/members/members.api'
import type { Kyc } from '@/schemas/kyc'
import type { Loan } from '@/schemas/loan'
import type { Member } from '@/schemas/member'
import type { CheckTarget } from '@/domain/review-checks'
import { seedOnIntent } from './member-file-queries'

/** How a link to another record of the file looks: the list's link colour, always underlined. */
export const FILE_LINK_CLASS =
  'font-medium text-green-800 underline underline-offset-2 hover:text-green-950 focus-visible:outline-2 focus-visible:outline-green-700'

/** A record the file found, with when its search answered; without it the link still opens the record. */
export type FoundRecord =
  | { entity: 'member'; row: Member; fetchedAt: number }
  | { entity: 'kyc'; row: Kyc; fetchedAt: number }
  | { entity: 'loan'; row: Loan; fetchedAt: number }

interface FileLinkProps {
  to: CheckTarget
  /** The record as a search found it: it opens from it, with no request. */
  found?: FoundRecord
  children: ReactNode
  className?: string
}

/**
 * A link to another record of the member's file (a member, a KYC record, a loan application). It
 * opens on its own, outside any queue: the reviewer's queue stays with the record they came from.
 */
export function FileLink({ to, found, children, className = FILE_LINK_CLASS }: FileLinkProps) {
  const queryClient = useQueryClient()
  const params = { id: String(to.id) }
  const seeded = (() => {
    if (!found || found.row.id !== to.id || found.entity !== to.entity) return {}
    switch (found.entity) {
      case 'member':
        return seedOnIntent(queryClient, memberResource, found.row, found.fetchedAt)
      case 'kyc':
        return seedOnIntent(queryClient, kycResource, found.row, found.fetchedAt)
      case 'loan':
        return seedOnIntent(queryClient, loanResource, found.row, found.fetchedAt)
    }
  })()
  switch (to.entity) {
    case 'member':
      return (
        <Link to="/users/$id" params={params} className={className} {...seeded}>
          {children}
        </Link>
      )
    case 'kyc':
      return (
        <Link to="/kyc/$id" params={params} className={className} {...seeded}>
          {children}
        </Link>
      )
    case 'loan':
      return (
        <Link to="/loans/$id" params={params} className={className} {...seeded}>
          {children}
        </Link>
      )
  }
}
