import { demoAccounts } from '@mocks/demo-accounts'
import type { DemoAccountsProps } from './types'

/** Mock mode only: QA needs to know which accounts the built-in server accepts. */
export default function DemoAccounts({ onPick }: DemoAccountsProps) {
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mt-4 rounded-lg border border-dashed border-gray-400 bg-white p-4 text-sm"
    >
      <h2 id="demo-accounts-title" className="font-semibold text-gray-900">
        Demo accounts
      </h2>
      <p className="mb-2 text-gray-700">Built-in mock API. Every password is shown; pick one to fill the form.</p>
      <ul className="space-y-1">
        {demoAccounts.map((account) => (
          <li key={account.email} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="font-mono">{account.email}</span> / <span className="font-mono">{account.password}</span>{' '}
              <span className="text-gray-700">({account.role ?? 'no role'})</span>
            </span>
            <button
              type="button"
              onClick={() => onPick(account.email, account.password)}
              className="rounded border border-green-700 px-2 py-0.5 text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-800"
            >
              Use {account.role ?? 'no role'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
