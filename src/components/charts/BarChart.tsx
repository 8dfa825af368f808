import { useMemo } from 'react'
import { Bar } from 'react-chartjs-2'
import type { ChartData, ChartOptions } from 'chart.js'
import './register'
import { ChartCanvas } from './ChartCanvas'
import { countChartOptions, SERIES_COLOURS, type SeriesColour } from './chart-theme'

export interface BarSeries {
  label: string
  values: readonly number[]
  /** One colour for the series, or one per bar (e.g. one per channel). */
  colour: SeriesColour | readonly SeriesColour[]
  /** Bars drawn as an outline only, e.g. a period that is still running. */
  hollow?: readonly boolean[]
}

interface BarChartProps {
  labels: readonly string[]
  series: readonly BarSeries[]
  /** What the canvas says to a screen reader; the numbers themselves belong in a table next to it. */
  ariaLabel: string
  className?: string
}

function toColour(colour: BarSeries['colour']): string | string[] {
  return typeof colour === 'string' ? SERIES_COLOURS[colour] : colour.map((name) => SERIES_COLOURS[name])
}

/**
 * A bar chart (chart.js canvas) that fills its container; give the container a height. It draws no
 * legend (chart.js's is not registered): one series a chart, named by the chart's title.
 */
export function BarChart({ labels, series, ariaLabel, className = 'h-64' }: BarChartProps) {
  const data = useMemo<ChartData<'bar', number[], string>>(
    () => ({
      labels: [...labels],
      datasets: series.map((item) => {
        const colour = toColour(item.colour)
        const hollow = (index: number) => item.hollow?.[index] === true
        return {
          label: item.label,
          data: [...item.values],
          // A hollow bar is white inside its coloured outline; the others are filled and unbordered.
          backgroundColor: item.values.map((_, index) =>
            hollow(index) ? '#ffffff' : typeof colour === 'string' ? colour : (colour[index] ?? ''),
          ),
          borderColor: colour,
          borderWidth: item.values.map((_, index) => (hollow(index) ? 2 : 0)),
          borderSkipped: false,
          borderRadius: 3,
          maxBarThickness: 48,
        }
      }),
    }),
    [labels, series],
  )
  const options = useMemo<ChartOptions<'bar'>>(() => countChartOptions(), [])
  return (
    <ChartCanvas ariaLabel={ariaLabel} className={className}>
      <Bar data={data} options={options} aria-label={ariaLabel} />
    </ChartCanvas>
  )
}
