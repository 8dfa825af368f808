import * as z from 'zod/mini'
import { decimal, nullableDecimal } from './laravel'

/** One bar or point: `period` is a day (`YYYY-MM-DD`) or a month (`YYYY-MM`); raw SQL sums may be strings. */
const SeriesPointSchema = z.object({
  period: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  total: decimal,
})

const series = z.pipe(
  z.nullish(z.array(SeriesPointSchema)),
  z.transform((points) => points ?? []),
)

const ChannelsSchema = z.object({ whatsapp: decimal, facebook: decimal, web: decimal })

/**
 * `GET /api/dashboard-stats`. The counts the screen shows are required, so an unrelated body is
 * rejected rather than drawn as zeros; the two counts it never shows, and the sum over no loans
 * (SQL SUM gives NULL), may be absent.
 */
export const DashboardStatsSchema = z.object({
  active_members: decimal,
  pending_loans: decimal,
  approved_loans: decimal,
  rejected_loans: decimal,
  total_loans: decimal,
  pending_kyc: decimal,
  verified_Kyc: nullableDecimal,
  newUsersToday: nullableDecimal,
  loan_volume: nullableDecimal,
  loan_applications_chart: series,
  new_members_chart: series,
  kyc_applications_chart: series,
  channels: z.pipe(
    z.nullish(ChannelsSchema),
    z.transform((channels) => channels ?? null),
  ),
})

export type DashboardStats = z.infer<typeof DashboardStatsSchema>
export type SeriesPoint = z.infer<typeof SeriesPointSchema>
