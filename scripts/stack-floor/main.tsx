// The floor of the customer's stack for the cold list (issue 26): the least a page built on React,
// TanStack Router, Query and Table, ky and zod/mini can do to show the first 15 loan applications.
// One route with a loader, the session checked by the root route's loader as the console does, an
// 8-column table from the table kit's core, a link per row. No CSS, no shell, no filters, no actions,
// no early requests. scripts/stack-floor.mjs measures it beside Refine: what the stack itself costs.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router'
import {
  createColumnHelper,
  createSortedRowModel,
  flexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import ky from 'ky'
import * as z from 'zod/mini'

const api = ky.create({
  prefixUrl: import.meta.env.VITE_API_BASE_URL,
  credentials: 'include',
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
})

const LoanSchema = z.object({
  id: z.number(),
  member_id: z.string(),
  first_names: z.string(),
  surname: z.string(),
  omang_number: z.string(),
  loan_type: z.string(),
  amount_applied_for_in_numeric: z.string(),
  status: z.string(),
  created_at: z.string(),
})
type Loan = z.infer<typeof LoanSchema>
const PageSchema = z.object({ data: z.array(LoanSchema) })
const UserSchema = z.object({ name: z.string() })

const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: async () => z.parse(UserSchema, await api.get('api/user').json()),
})
const loansQuery = queryOptions({
  queryKey: ['loans', 1],
  queryFn: async () =>
    z.parse(PageSchema, await api.get('api/loan-application2s', { searchParams: { page: 1 } }).json()),
})
const queryClient = new QueryClient()

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() })
const column = createColumnHelper<typeof features, Loan>()
const columns = column.columns([
  column.accessor('id', {
    header: 'ID',
    cell: (cell) => (
      <Link to="/loans/$id" params={{ id: String(cell.getValue()) }}>
        {cell.getValue()}
      </Link>
    ),
  }),
  column.accessor('member_id', { header: 'Member' }),
  column.accessor((loan) => `${loan.first_names} ${loan.surname}`, { id: 'name', header: 'Name' }),
  column.accessor('omang_number', { header: 'Omang' }),
  column.accessor('loan_type', { header: 'Type' }),
  column.accessor('amount_applied_for_in_numeric', {
    header: 'Amount',
    cell: (cell) => `BWP ${Number(cell.getValue()).toLocaleString('en-US')}`,
  }),
  column.accessor('status', { header: 'Status' }),
  column.accessor('created_at', { header: 'Created', cell: (cell) => cell.getValue().slice(0, 10) }),
])

function LoanTable() {
  const { data } = useSuspenseQuery(loansQuery)
  const table = useTable({ features, columns, data: data.data })
  return (
    <table>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Layout() {
  const { data: user } = useSuspenseQuery(userQuery)
  return (
    <main>
      <p>{user.name}</p>
      <Outlet />
    </main>
  )
}

const rootRoute = createRootRoute({ loader: () => queryClient.ensureQueryData(userQuery), component: Layout })
const loansRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loans',
  loader: () => queryClient.ensureQueryData(loansQuery),
  component: function LoansScreen() {
    return (
      <>
        <h1>Loan Applications</h1>
        <LoanTable />
      </>
    )
  },
})
const loanRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loans/$id',
  component: function LoanScreen() {
    return <h1>Loan</h1>
  },
})
const router = createRouter({ routeTree: rootRoute.addChildren([loansRoute, loanRoute]) })

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
