import { fullName, recordSubject } from '@/domain/names'
import type { Kyc } from '@/schemas/kyc'

export function kycName(kyc: Pick<Kyc, 'title' | 'name' | 'surname'>): string {
  return fullName(kyc.title, kyc.name, kyc.surname)
}

/** The KYC record a confirmation is about: the person, their member ID and Omang. */
export function kycSubject(kyc: Kyc): string {
  return recordSubject(kycName(kyc), kyc.member_id, kyc.omang_number && `Omang ${kyc.omang_number}`)
}
