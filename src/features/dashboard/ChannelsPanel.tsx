import { useMemo } from 'react'
import { BarChart, type BarSeries } from '@/components/charts/BarChart'
import { ChartDataTable } from '@/components/charts/ChartDataTable'
import type { DashboardStats } from '@/schemas/dashboard'
import { Panel } from './Panel'
import { formatCount } from '@/domain/format'

const CHANNEL_LABELS = ['WhatsApp', 'Facebook', 'Web'] as const

/** Channels come from the optional `channels` object (DESIGN section 5); a server without it gets a plain note. */
export function ChannelsPanel({ channels }: { channels: DashboardStats['channels'] }) {
  const series = useMemo<BarSeries[]>(
    () =>
      channels
        ? [
            {
              label: 'Applications',
              values: [channels.whatsapp, channels.facebook, channels.web],
              colour: ['green', 'blue', 'purple'],
            },
          ]
        : [],
    [channels],
  )
  return (
    <Panel title="Channels Quick Stats">
      {channels ? (
        <>
          <BarChart
            labels={CHANNEL_LABELS}
            series={series}
            ariaLabel="Bar chart of applications per channel. The numbers follow in a table."
            className="h-56 print:h-44"
          />
          <ChartDataTable
            caption="Applications per channel"
            rowHeader="Channel"
            columns={['Applications']}
            rows={CHANNEL_LABELS.map((label, index) => ({
              label,
              values: [formatCount(series[0]?.values[index] ?? 0)],
            }))}
          />
        </>
      ) : (
        <p className="flex h-56 items-center justify-center text-sm text-gray-700 print:h-44">No channel data</p>
      )}
    </Panel>
  )
}
