import { screen } from '@testing-library/react'

/**
 * The message (a toast, a row of the outbox) that starts with `headline` and names its record: every
 * message about a change says which record it was ('Verified: Oratile Rantao · KM1039 · BWP 20,000').
 */
export async function findNotice(headline: string, names: string | null | undefined): Promise<HTMLElement> {
  const notice = await screen.findByText(
    (text, element) => element?.tagName === 'P' && text.startsWith(headline) && text.includes(names ?? ''),
  )
  return notice
}
