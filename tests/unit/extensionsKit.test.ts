import { describe, expect, it } from 'vitest'
import {
  durationOf,
  maxShownToasts,
  type ShownToast,
  settledText,
  withoutToast,
  withToast,
  withToastChanged,
} from '../../src/components/toast/toastQueue'
import {
  initialOrder,
  moveCard,
  parseOrder,
  placeOf,
  reorder,
} from '../../src/screens/extensions/dragAndDropOrder'
import {
  currencySamples,
  formatMinorUnits,
  pluralCategoryOf,
  relativeTimeSamples,
} from '../../src/screens/extensions/i18nSamples'

// The UI kit's extensions pages (issue #37) as plain data: the toast stack, the drag-and-drop
// page's order and the internationalization page's samples.

const toast = (id: string, kind: ShownToast['kind'] = 'info'): ShownToast => ({
  id,
  kind,
  text: id,
  version: 0,
})

describe('the toast stack', () => {
  it('adds toasts last and lets the oldest go beyond the limit', () => {
    let stack: ShownToast[] = []
    for (const id of ['a', 'b', 'c', 'd', 'e']) stack = withToast(stack, toast(id))
    expect(stack.map(({ id }) => id)).toEqual(['b', 'c', 'd', 'e'])
    expect(stack).toHaveLength(maxShownToasts)
    expect(withoutToast(stack, 'c').map(({ id }) => id)).toEqual(['b', 'd', 'e'])
  })

  it('settles a promise toast in place, counting the change so its timer starts', () => {
    const stack = [toast('a'), toast('saving', 'pending')]
    const settled = withToastChanged(stack, 'saving', { kind: 'success', text: 'Saved' })
    expect(settled[1]).toEqual({ id: 'saving', kind: 'success', text: 'Saved', version: 1 })
    expect(settled[0]).toBe(stack[0])
    expect(withToastChanged(stack, 'unknown', { text: 'x' })).toEqual(stack)
  })

  it('keeps a pending toast until it settles, others as asked or for the default time', () => {
    expect(durationOf({ kind: 'pending', text: '', durationMs: 100 }, 6000)).toBeNull()
    expect(durationOf({ kind: 'error', text: '' }, 6000)).toBe(6000)
    expect(durationOf({ kind: 'error', text: '', durationMs: null }, 6000)).toBeNull()
    expect(settledText((value: number) => `${value} rows`, 3)).toBe('3 rows')
    expect(settledText('Saved', 3)).toBe('Saved')
  })
})

describe('the drag-and-drop order', () => {
  it('reorders a list to the place dropped on', () => {
    expect(reorder(initialOrder.list, 'release', 'discovery')).toEqual([
      'release',
      'discovery',
      'design',
      'build',
      'test',
    ])
    expect(reorder(initialOrder.list, 'discovery', 'nowhere')).toEqual(initialOrder.list)
  })

  it('moves a card onto another column’s card, onto a column’s end, and within its column', () => {
    const { board } = initialOrder
    const onCard = moveCard(board, 'copy', 'export')
    expect(onCard.todo).toEqual(['icons', 'onboarding'])
    expect(onCard.doing).toEqual(['filters', 'copy', 'export'])
    expect(placeOf(onCard, 'copy')).toEqual({ column: 'doing', position: 2, count: 3 })
    expect(moveCard(board, 'copy', 'done').done).toEqual(['login', 'copy'])
    expect(moveCard(board, 'onboarding', 'copy').todo).toEqual(['onboarding', 'copy', 'icons'])
    expect(moveCard(board, 'copy', 'todo')).toBe(board)
  })

  it('reads back a stored order only when it holds exactly the samples', () => {
    const moved = { ...initialOrder, board: moveCard(initialOrder.board, 'login', 'todo') }
    expect(parseOrder(JSON.stringify(moved))).toEqual(moved)
    expect(parseOrder(JSON.stringify({ ...moved, list: ['discovery'] }))).toBeNull()
    expect(parseOrder('{not json')).toBeNull()
    expect(parseOrder(null)).toBeNull()
  })
})

describe('the internationalization samples', () => {
  it("names each language's plural categories (CLDR), Arabic's six among them", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => pluralCategoryOf('ar', count))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ])
    expect(pluralCategoryOf('en', 0)).toBe('other')
    expect(pluralCategoryOf('fr', 1_000_000)).toBe('many')
  })

  it('writes minor units with each currency’s own decimals', () => {
    expect(formatMinorUnits('en', 123_455, 'EUR')).toBe('€1,234.55')
    expect(formatMinorUnits('en', 15_000, 'JPY')).toBe('¥15,000')
    expect(formatMinorUnits('de', 123_455, 'EUR')).toBe('1.234,55\u00a0€')
    expect(currencySamples('fr').map(({ key }) => key)).toEqual(['eur', 'usd', 'jpy'])
  })

  it('writes relative times in the language asked for', () => {
    expect(relativeTimeSamples('en')[0]).toEqual({ key: 'yesterday', text: 'yesterday' })
    expect(relativeTimeSamples('fr')[0]?.text).toBe('hier')
  })
})
