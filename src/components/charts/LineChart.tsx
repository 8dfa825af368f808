import { useMemo } from 'react'
import { Line } from 'react-chartjs-2'
import type { ChartData, ChartOptions, PointStyle } from 'chart.js'
import './register'
import { ChartCanvas } from './ChartCanvas'
import { countChartOptions, SERIES_COLOURS, type SeriesColour } from './chart-theme'

export interface LineSeries {
  label: string
  values: readonly number[]
  colour: SeriesColour
  /** A second cue besides colour: dashed lines and differently shaped points. */
  dashed?: boolean
  pointStyle?: PointStyle
}

interface LineChartProps {
  labels: readonly string[]
  series: readonly LineSeries[]
  /** What the canvas says to a screen reader; the numbers themselves belong in a table next to it. */
  ariaLabel: string
  className?: string
}

/** A line chart (chart.js canvas) that fills its container; give the container a height. */
export function LineChart({ labels, series, ariaLabel, className = 'h-64' }: LineChartProps) {
  const data = useMemo<ChartData<'line', number[], string>>(
    () => ({
      labels: [...labels],
      datasets: series.map((item) => ({
        label: item.label,
        data: [...item.values],
        borderColor: SERIES_COLOURS[item.colour],
        backgroundColor: SERIES_COLOURS[item.colour],
        borderDash: item.dashed ? [6, 4] : [],
        pointStyle: item.pointStyle ?? 'circle',
        // Smaller points once a month of days is drawn, so the lines stay readable.
        pointRadius: labels.length > 31 ? 2 : 3,
        borderWidth: 2,
        // Monotone: the curve never overshoots a point (no dip below zero between two counts).
        cubicInterpolationMode: 'monotone',
      })),
    }),
    [labels, series],
  )
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      ...countChartOptions(),
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { display: series.length > 1, labels: { usePointStyle: true, boxWidth: 8, boxHeight: 8 } } },
    }),
    [series.length],
  )
  return (
    <ChartCanvas ariaLabel={ariaLabel} className={className}>
      <Line data={data} options={options} aria-label={ariaLabel} />
    </ChartCanvas>
  )
}
