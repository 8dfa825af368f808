import type { Page } from '@playwright/test'

/** The live build's stand-in API (`tests/e2e/live/fake-sanctum.mjs`), on the port playwright.config.ts gives it. */
export const FAKE_SANCTUM = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8000}`

/** One request the stand-in received (its own /__test routes are not logged). */
export interface LoggedRequest {
  method: string
  path: string
  /** The query string with its `?`, or ''. */
  query: string
  xsrf: string | null
  /** The answer's status, once it was sent. */
  status?: number
}

/** Every request the stand-in has received since it started, oldest first. */
export async function serverLog(page: Page): Promise<LoggedRequest[]> {
  const response = await page.request.get(`${FAKE_SANCTUM}/__test/log`)
  return (await response.json()) as LoggedRequest[]
}
