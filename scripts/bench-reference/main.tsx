// The bench's in-run reference (issue 14): the least a page of the console's stack can do to show
// the first loan applications. One entry file; the current user and the list asked for at once;
// the rows drawn from the parsed page. No router, no shell, no table kit: the floor to compare with.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import ky from 'ky'
import * as z from 'zod/mini'

const api = ky.create({
  prefixUrl: import.meta.env.VITE_API_BASE_URL,
  credentials: 'include',
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
})

const UserSchema = z.object({ name: z.string() })
const PageSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      member_id: z.string(),
      first_names: z.string(),
      surname: z.string(),
      amount_applied_for_in_numeric: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
})

function LoanList() {
  const user = useQuery({
    queryKey: ['user'],
    queryFn: async () => z.parse(UserSchema, await api.get('api/user').json()),
  })
  const page = useQuery({
    queryKey: ['loans', 1],
    queryFn: async () =>
      z.parse(PageSchema, await api.get('api/loan-application2s', { searchParams: { page: 1 } }).json()),
  })
  return (
    <main>
      <p>{user.data?.name}</p>
      <h1>Loan Applications</h1>
      <table>
        <tbody>
          {page.data?.data.map((loan) => (
            <tr key={loan.id}>
              <td>{loan.member_id}</td>
              <td>
                {loan.first_names} {loan.surname}
              </td>
              <td>BWP {Number(loan.amount_applied_for_in_numeric).toLocaleString('en-US')}</td>
              <td>{loan.created_at.slice(0, 10)}</td>
              <td>{loan.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <LoanList />
      </QueryClientProvider>
    </StrictMode>,
  )
