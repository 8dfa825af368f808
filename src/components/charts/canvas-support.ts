let supported: boolean | undefined

/**
 * Whether this browser hands out a 2D canvas context. Without one, chart.js builds a chart it can
 * neither draw nor update (its next update throws), so the wrappers show a plain note instead; the
 * numbers stay available in each chart's table. jsdom is such an environment.
 */
export function canDrawCharts(): boolean {
  supported ??= Boolean(document.createElement('canvas').getContext('2d'))
  return supported
}
