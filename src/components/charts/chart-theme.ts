// Colours chosen for white panels: every series colour reaches at least 4.5:1 against white (so it
// also passes the 3:1 non-text minimum), and neighbouring series differ in hue and lightness so
// they stay apart for the common colour-vision deficiencies. Line series also differ in dash and
// point shape, so colour is never the only cue.
export const SERIES_COLOURS = {
  green: '#15803d',
  blue: '#1d4ed8',
  orange: '#b45309',
  purple: '#7e22ce',
} as const

export type SeriesColour = keyof typeof SERIES_COLOURS

/** Axis and legend text: Tailwind gray-700, 10:1 on white. */
export const CHART_TEXT = '#374151'
export const CHART_GRID = '#e5e7eb'
export const CHART_FONT = 'ui-sans-serif, system-ui, sans-serif'

/** Users who ask for less motion get charts that appear drawn, not animated. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** What every chart of counts shares: it fills its box, honours reduced motion, and counts whole numbers from zero. */
export function countChartOptions() {
  return {
    responsive: true,
    maintainAspectRatio: false,
    ...(prefersReducedMotion() ? { animation: false as const } : {}),
    scales: {
      x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true } },
      y: { beginAtZero: true, grid: { color: CHART_GRID }, ticks: { precision: 0 } },
    },
  }
}
