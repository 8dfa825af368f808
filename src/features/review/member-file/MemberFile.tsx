import { MemberCard, type CardOwner } from './MemberCard'
import { MemberRecords } from './MemberRecords'
import { fileSearches, memberCardParts, memberRecordsParts } from './use-member-file'

/** Which part of the member's file a record shows (an entity's `details.memberFile`). */
export type MemberFileView =
  /** A loan application or a KYC record: a card of the member it belongs to. */
  | { show: 'member'; memberId: string | null; owner: CardOwner }
  /** A member: their loan applications and KYC records. */
  | { show: 'records'; memberId: string | null }

/** The member's file as the record screen draws it, beside the checks. */
export function MemberFile({ view }: { view: MemberFileView }) {
  return view.show === 'member' ? (
    <MemberCard memberId={view.memberId} owner={view.owner} />
  ) : (
    <MemberRecords memberId={view.memberId} />
  )
}

/** The searches the member's file makes when drawn for `view`. */
export function memberFileSearches(view: MemberFileView) {
  return fileSearches(view.memberId, view.show === 'member' ? memberCardParts(view.owner.entity) : memberRecordsParts)
}
