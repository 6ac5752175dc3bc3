import type { ColumnWidth } from '@primer/react/experimental'

/**
 * One grid track per column, as Primer's table lays them out (`--grid-template-columns`):
 * 'grow' takes the free space but never less than its content, 'growCollapse' may shrink to
 * nothing, 'auto' fits its content, anything else is a CSS width.
 */
export function trackOf(width: ColumnWidth = 'grow'): string {
  if (width === 'grow') return 'minmax(max-content, 1fr)'
  if (width === 'growCollapse') return 'minmax(0, 1fr)'
  if (width === 'auto') return 'auto'
  return typeof width === 'number' ? `${width}px` : String(width)
}

/** The table's grid template from its columns' widths. */
export function gridTemplateOf(columns: ReadonlyArray<{ width?: ColumnWidth }>): string {
  return columns.map((column) => trackOf(column.width)).join(' ')
}
