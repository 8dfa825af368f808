import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'
import { CHART_FONT, CHART_TEXT } from './chart-theme'

// Tree-shaken registration: only what a bar chart draws, so the dashboard chunk carries no line, pie,
// radar, time-scale or filler code, nor chart.js's legend (about 7 KB gzipped together): each chart
// draws one series and says in its title what it is. Importing this module is what loads chart.js,
// which is why only the chart wrappers import it.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

Chart.defaults.color = CHART_TEXT
Chart.defaults.font.family = CHART_FONT

export { Chart }
