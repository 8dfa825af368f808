import { filterRows, listRows, readListFilters } from '@mocks/domain/list-query'
import { Table } from '@mocks/state/database'
import { seedTables } from '@mocks/seed'
import type { MemberRecord } from '@mocks/types'

const now = new Date('2025-03-01T10:00:00Z')
const searchable = (member: MemberRecord) => [member.name, member.surname, member.member_id]
const spec = { searchable }
const filtersOf = (query: string) => readListFilters(new URL(`http://localhost:3000/api/memberships?${query}`))

// The naive answer the cached index must match: filter and sort every row for every request.
const naive = (table: Table<MemberRecord>, query: string) => filterRows(table.all(), filtersOf(query), spec)

describe('the mock list index', () => {
  const queries = ['', 'status=pending', 'search=mo', 'status=active&from_date=2024-06-01&to_date=2025-01-31']

  it('gives the same rows, in the same order, as filtering and sorting every row', () => {
    const table = new Table(seedTables({ now, members: 600 }).members, () => {})
    for (const query of queries) {
      expect(listRows(table, filtersOf(query), spec)).toEqual(naive(table, query))
      // Asked again, the same query is the same cached list, not a new filter and sort.
      expect(listRows(table, filtersOf(query), spec)).toBe(listRows(table, filtersOf(query), spec))
    }
  })

  it('forgets every cached list on a write: update, insert and save', () => {
    const table = new Table(seedTables({ now, members: 300 }).members, () => {})
    const pendingBefore = listRows(table, filtersOf('status=pending'), spec)
    const first = pendingBefore[0]
    if (!first) throw new Error('the seed has pending members')

    table.update(first.id, { status: 'verified' })
    const afterUpdate = listRows(table, filtersOf('status=pending'), spec)
    expect(afterUpdate).not.toContainEqual(expect.objectContaining({ id: first.id }))
    expect(afterUpdate).toEqual(naive(table, 'status=pending'))

    const inserted = table.insert((id) => ({ ...first, id, status: 'pending', created_at: '2025-03-01 09:59:00' }))
    expect(listRows(table, filtersOf('status=pending'), spec)[0]?.id).toBe(inserted.id)

    table.save({ ...inserted, surname: 'Zzyzx' })
    expect(listRows(table, filtersOf('search=zzyzx'), spec).map((member) => member.id)).toEqual([inserted.id])
    expect(listRows(table, filtersOf(''), spec)).toEqual(naive(table, ''))
  })

  it('finds a search within one field only, never across the end of one field and the start of the next', () => {
    const rows = [
      { id: 1, status: 'pending', created_at: '2025-03-01 09:00:00', a: 'Kagiso', b: 'Molefe', c: 'x\u0000y' },
    ]
    const fields = { searchable: (row: (typeof rows)[number]) => [row.a, row.b, row.c] }
    const found = (search: string) =>
      filterRows(rows, { search, status: null, fromDate: null, toDate: null }, fields).length === 1
    expect(found('giso')).toBe(true)
    expect(found('MOLE')).toBe(true)
    expect(found('kagisomolefe')).toBe(false)
    expect(found('so\u0000mo')).toBe(false)
    // A field that holds the character the fields are joined by is still matched as itself.
    expect(found('x\u0000y')).toBe(true)
    expect(found('efe\u0000x')).toBe(false)
  })
})
