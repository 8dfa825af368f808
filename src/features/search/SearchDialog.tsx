import { useId, useState, type KeyboardEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { seedDetailFromRow } from '@/api/records/record-cache'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { kycResource } from '@/api/kyc/kyc.api'
import { loanResource } from '@/api/loans/loans.api'
import { memberResource } from '@/api/members/members.api'
import { CONTROL_CLASSES } from '@/components/forms/field-parts'
import { Modal } from '@/components/ui/Modal'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatCount, formatMoney } from '@/domain/format'
import { fullName, recordSubject } from '@/domain/names'
import type { Kyc } from '@/schemas/kyc'
import type { Loan } from '@/schemas/loan'
import type { Member } from '@/schemas/member'
import { MIN_SEARCH_LENGTH, useGlobalSearch } from './use-global-search'

/** At most this many results of each kind; the rest are a link to that kind's list away. */
const SHOWN_PER_KIND = 5

interface SearchHit {
  key: string
  title: string
  detail: string
  status: string
  /** Opens the record. */
  open: () => void
}

/** A kind of record the search finds: its resource, its list and record screens, what it is called. */
interface SearchKind<T extends ReviewRecord> {
  resource: DefinedResource<T>
  title: string
  noun: string
  nouns: string
  list: '/users' | '/loans' | '/kyc'
  detail: '/users/$id' | '/loans/$id' | '/kyc/$id'
}

const MEMBERS: SearchKind<Member> = {
  resource: memberResource,
  title: 'Members',
  noun: 'member',
  nouns: 'members',
  list: '/users',
  detail: '/users/$id',
}
const LOANS: SearchKind<Loan> = {
  resource: loanResource,
  title: 'Loan applications',
  noun: 'loan application',
  nouns: 'loan applications',
  list: '/loans',
  detail: '/loans/$id',
}
const KYC: SearchKind<Kyc> = {
  resource: kycResource,
  title: 'KYC records',
  noun: 'KYC record',
  nouns: 'KYC records',
  list: '/kyc',
  detail: '/kyc/$id',
}

interface HitGroup {
  title: string
  hits: SearchHit[]
  total: number
  /** The kind's list, searched for the same text. */
  list: '/users' | '/loans' | '/kyc'
  noun: string
}

/** 'No results' or what was found, for the live status line. */
function summary(groups: readonly HitGroup[], term: string): string {
  const found = groups.filter((group) => group.total > 0)
  if (found.length === 0) return `Nothing found for "${term}".`
  return `Found ${found.map((group) => `${formatCount(group.total)} ${group.noun}`).join(', ')}.`
}

/**
 * The search dialog (Ctrl+K): a field and the members, loan applications and KYC records found for a
 * name, member ID or Omang, grouped by kind. Arrow keys move through the results, Enter opens the
 * one marked (the first until another is chosen), Escape closes.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState(0)
  const search = useGlobalSearch(text)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const listboxId = useId()
  const optionId = (index: number) => `${listboxId}-option-${index}`

  /** One kind's results as a group: its own title and nouns, each row with what it shows and where it opens. */
  function hitGroup<T extends ReviewRecord>(
    kind: SearchKind<T>,
    query: { data?: { items: T[]; total: number }; dataUpdatedAt: number },
    hit: (record: T) => Omit<SearchHit, 'key' | 'open' | 'status'>,
  ): HitGroup | null {
    const found = query.data
    if (!found) return null
    return {
      title: kind.title,
      noun: found.total === 1 ? kind.noun : kind.nouns,
      list: kind.list,
      total: found.total,
      hits: found.items.slice(0, SHOWN_PER_KIND).map((record) => ({
        ...hit(record),
        key: `${kind.list}-${record.id}`,
        status: record.status,
        open: () => {
          // The row becomes the cached record, so the record screen opens with no request.
          seedDetailFromRow(queryClient, kind.resource, record, query.dataUpdatedAt)
          onClose()
          void navigate({ to: kind.detail, params: { id: String(record.id) } })
        },
      })),
    }
  }

  const groups: HitGroup[] = !search.ready
    ? []
    : [
        hitGroup(MEMBERS, search.members, (member) => ({
          title: fullName(member.title, member.name, member.surname) || `Member ${member.id}`,
          detail: recordSubject(member.member_id, member.omang_number && `Omang ${member.omang_number}`),
        })),
        hitGroup(LOANS, search.loans, (loan) => ({
          title: recordSubject(`Loan application ${loan.id}`, fullName(loan.first_names, loan.surname)),
          detail: recordSubject(loan.member_id, formatMoney(loan.amount_applied_for_in_numeric)),
        })),
        hitGroup(KYC, search.kyc, (record) => ({
          title: recordSubject(`KYC record ${record.id}`, fullName(record.name, record.surname)),
          detail: recordSubject(record.member_id, record.omang_number && `Omang ${record.omang_number}`),
        })),
      ].filter((group): group is HitGroup => group !== null)
  const hits = groups.flatMap((group) => group.hits)
  const active = hits.length === 0 ? -1 : Math.min(chosen, hits.length - 1)
  const failed = search.ready && [search.members, search.loans, search.kyc].some((query) => query.isError)

  let status = ''
  if (text.trim().length > 0 && text.trim().length < MIN_SEARCH_LENGTH) status = 'Type at least 2 characters.'
  else if (search.settling) status = 'Searching...'
  else if (search.ready) status = summary(groups, search.term)
  if (failed && !search.settling) status = `${status} Some results could not be loaded.`.trim()

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key]
    if (move !== undefined && hits.length > 0) {
      event.preventDefault()
      setChosen((active + move + hits.length) % hits.length)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      hits[active]?.open()
    }
  }

  let index = -1
  return (
    <Modal title="Search" onClose={onClose} size="lg">
      <label htmlFor={`${listboxId}-field`} className="mb-1 block text-sm font-medium text-gray-800">
        Name, member ID or Omang
      </label>
      <input
        id={`${listboxId}-field`}
        type="search"
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        data-autofocus
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setChosen(0)
        }}
        onKeyDown={onKeyDown}
        className={CONTROL_CLASSES}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
        {status}
      </p>
      <div id={listboxId} role="listbox" aria-label="Results" className="mt-2 space-y-3">
        {groups
          .filter((group) => group.hits.length > 0)
          .map((group) => (
            <div key={group.title} role="group" aria-label={group.title}>
              <p aria-hidden="true" className="mb-1 text-xs font-semibold tracking-wide text-gray-700 uppercase">
                {group.title}
              </p>
              {group.hits.map((hit) => {
                index += 1
                const position = index
                return (
                  <div
                    key={hit.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    // The field keeps the focus: a click opens, it does not move the caret away.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setChosen(position)}
                    onClick={hit.open}
                    className={`flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${position === active ? 'bg-green-50 ring-2 ring-green-700' : 'hover:bg-gray-50'}`}
                  >
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-gray-900">{hit.title}</span>
                      <span className="block break-words text-gray-700">{hit.detail}</span>
                    </span>
                    <StatusBadge status={hit.status} />
                  </div>
                )
              })}
            </div>
          ))}
      </div>
      {groups.some((group) => group.total > group.hits.length) && (
        <ul className="mt-3 space-y-1 text-sm">
          {groups
            .filter((group) => group.total > group.hits.length)
            .map((group) => (
              <li key={group.list}>
                <Link
                  to={group.list}
                  search={{ search: search.term }}
                  onClick={onClose}
                  className="font-medium text-green-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-green-700"
                >
                  {`All ${formatCount(group.total)} ${group.noun} in the list`}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </Modal>
  )
}
