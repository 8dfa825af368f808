import { lightFormat } from 'date-fns'
import { parseTimestamp } from '@/domain/timestamp'
import { fullName } from '@/domain/names'
import type { Kyc } from '@/schemas/kyc'
import type { Loan } from '@/schemas/loan'
import type { Member } from '@/schemas/member'

/*
 * Bodies of the notify calls sent after a successful verify (SPEC section 7). The spec words the
 * loan date as "month, day, year" and gives the member date as 'MM, dd, yyyy'; we send that one
 * format in all three so the server receives one shape. lightFormat, not format: numbers only, so no
 * locale data, and this module loads with the list routes' loaders in the entry chunk.
 */
const NOTIFY_DATE = 'MM, dd, yyyy'

/** The record's last update as the server returned it, else the moment of sending. */
function updateDate(updatedAt: string | null, now: Date): string {
  const instant = updatedAt === null ? null : parseTimestamp(updatedAt)
  return lightFormat(instant ?? now, NOTIFY_DATE)
}

export interface LoanNotifyPayload {
  loan_id: number
  param1: string | null
  param2: string
  param3: string
}

export function loanNotifyPayload(
  loan: Pick<Loan, 'id' | 'member_id' | 'status' | 'updated_at'>,
  now: Date = new Date(),
): LoanNotifyPayload {
  return { loan_id: loan.id, param1: loan.member_id, param2: updateDate(loan.updated_at, now), param3: loan.status }
}

export interface KycNotifyPayload {
  kyc_id: number
  param1: string | null
  param2: string
  param3: string
}

export function kycNotifyPayload(
  kyc: Pick<Kyc, 'id' | 'name' | 'status' | 'updated_at'>,
  now: Date = new Date(),
): KycNotifyPayload {
  return { kyc_id: kyc.id, param1: kyc.name, param2: updateDate(kyc.updated_at, now), param3: kyc.status }
}

export interface MemberNotifyPayload {
  /** The membership record's id, as loan_id and kyc_id are their records' ids. */
  member_id: number
  param1: string
  param2: string
  param3: string
}

export function memberNotifyPayload(
  member: Pick<Member, 'id' | 'name' | 'surname' | 'status' | 'updated_at'>,
  now: Date = new Date(),
): MemberNotifyPayload {
  return {
    member_id: member.id,
    param1: fullName(member.name, member.surname),
    param2: updateDate(member.updated_at, now),
    param3: member.status,
  }
}
