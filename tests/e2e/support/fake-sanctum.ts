import { expect, type Page } from '@playwright/test'

/** The live build's stand-in API (`tests/e2e/live/fake-sanctum.mjs`), on the port playwright.config.ts gives it. */
export const FAKE_SANCTUM = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8000}`

/** Signs in to the live build through its login form, as the stand-in's admin. */
// Signing in opens Help rather than the dashboard: the dashboard's list counts (about 30 requests)
// would spend half the fake server's 60 a minute, which the live tests share as one user.
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login?redirect=%2Fhelp')
  await page.getByLabel('Email').fill('admin@sacco.co.bw')
  await page.getByLabel('Password').fill('password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Kagiso Molefe', { exact: true })).toBeVisible()
}

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
