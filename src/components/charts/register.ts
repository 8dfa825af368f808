import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { CHART_FONT, CHART_TEXT } from './chart-theme'

// Tree-shaken registration: only what the bar and line charts draw, so the dashboard chunk carries
// no pie, radar, time-scale or filler code. Importing this module is what loads chart.js, which is
// why only the chart wrappers import it.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
)

Chart.defaults.color = CHART_TEXT
Chart.defaults.font.family = CHART_FONT

export { Chart }
