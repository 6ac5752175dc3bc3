// The chart's vega config, made from Primer's colour tokens as the skin around the chart sets them.
// Type imports only: this file never brings vega into a bundle.
import type { Config } from 'vega-lite'
import { chartNumberLocale } from './chartLocale'

/** Primer's data-vis hues in the order series take them. */
export const paletteHues = ['blue', 'orange', 'green', 'purple', 'pink', 'teal', 'yellow', 'coral']

/** The tokens a chart reads, by role; values are CSS colours (or a font stack). */
export const chartTokenNames = {
  text: '--fgColor-default',
  mutedText: '--fgColor-muted',
  border: '--borderColor-default',
  mutedBorder: '--borderColor-muted',
  background: '--bgColor-default',
  mutedBackground: '--bgColor-muted',
  font: '--fontStack-sansSerif',
  rampFrom: '--data-blue-color-muted',
  rampTo: '--data-blue-color-emphasis',
  rise: '--data-green-color-emphasis',
  fall: '--data-red-color-emphasis',
} as const

export type ChartTokens = Record<keyof typeof chartTokenNames, string> & { palette: string[] }

/** Fallbacks (Primer light) for a token the page does not define. */
export const lightTokens: ChartTokens = {
  text: '#1f2328',
  mutedText: '#59636e',
  border: '#d1d9e0',
  mutedBorder: '#d1d9e0b3',
  background: '#ffffff',
  mutedBackground: '#f6f8fa',
  font: 'sans-serif',
  rampFrom: '#d1f0ff',
  rampTo: '#006edb',
  rise: '#30a147',
  fall: '#df0c24',
  palette: ['#006edb', '#eb670f', '#30a147', '#894ceb', '#ce2c85', '#179b9b', '#b88700', '#d43511'],
}

/** Reads the tokens where the chart is: under a dark skin they are the dark values. */
export function readChartTokens(element: Element): ChartTokens {
  const style = getComputedStyle(element)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  const tokens = { ...lightTokens }
  for (const [role, name] of Object.entries(chartTokenNames) as [
    keyof typeof chartTokenNames,
    string,
  ][])
    tokens[role] = read(name, lightTokens[role])
  tokens.palette = paletteHues.map((hue, index) =>
    read(`--data-${hue}-color-emphasis`, lightTokens.palette[index] ?? lightTokens.text),
  )
  return tokens
}

export interface ChartConfigOptions {
  locale: string
  currency?: string
  isSparkline?: boolean
}

/** Vega-lite config: colours from the tokens, numbers in the language, quiet guides. */
export function chartConfig(tokens: ChartTokens, options: ChartConfigOptions): Config {
  const { text, mutedText, border, mutedBorder, font } = tokens
  const guideText = { labelColor: mutedText, titleColor: text, labelFont: font, titleFont: font }
  return {
    background: 'transparent',
    font,
    padding: options.isSparkline ? 0 : 4,
    // The chart's box is one role="img" with the description; its parts need no names of their own.
    aria: false,
    locale: { number: chartNumberLocale(options.locale, options.currency) },
    view: { stroke: null },
    axis: {
      ...guideText,
      domainColor: border,
      tickColor: border,
      gridColor: mutedBorder,
      labelFontSize: 12,
      titleFontSize: 12,
      labelPadding: 6,
    },
    axisX: { grid: false },
    axisY: { domain: false, ticks: false, tickCount: 5 },
    legend: {
      ...guideText,
      labelFontSize: 12,
      symbolType: 'circle',
      orient: 'bottom',
    },
    title: { color: text, font },
    range: {
      category: tokens.palette,
      heatmap: [tokens.rampFrom, tokens.rampTo],
      // Signed change (a candle's rise or fall): good news first.
      diverging: [tokens.rise, tokens.fall],
    },
    // Marks too: inside the role="img" box they are decoration (the table holds the values).
    mark: { color: tokens.palette[0], aria: false },
    line: { strokeWidth: 2, strokeCap: 'round', strokeJoin: 'round' },
    point: { filled: true, size: 36 },
    area: { fillOpacity: 0.25, line: true },
    arc: { stroke: tokens.background, strokeWidth: 2 },
    text: { color: text, fontSize: 12 },
    rule: { color: mutedText },
    // Named styles the specs use: the radar's grid and spoke labels, the gauge's track and figure.
    // `color` as well: vega-lite reads a mark's colour from its style before the mark config.
    style: {
      'cea-grid': { color: mutedBorder, stroke: mutedBorder, strokeWidth: 1 },
      'cea-label': { color: mutedText, fill: mutedText, font, fontSize: 12 },
      'cea-track': { color: tokens.mutedBackground, fill: tokens.mutedBackground },
      'cea-value': { color: text, fill: text, font, fontSize: 22, fontWeight: 600 },
    },
  }
}
