import { describe, expect, it } from 'vitest'
import {
  blocksOf,
  blocksToAsk,
  heldBlocks,
  keptBlocks,
  restartedWindow,
  windowIndexOf,
  windowRowAt,
  withBlockAnswered,
} from '../../src/machines/list/listWindow'

// The window mode's row cache without a machine: which blocks hold which rows, which to ask for
// and which to keep, over blocks of 10 rows.

const blockSize = 10
const rowsOf = (block: number) =>
  Array.from({ length: blockSize }, (_, offset) => ({ id: 1_000 + block * blockSize + offset }))
const cacheOf = (...indexes: number[]) =>
  Object.fromEntries(indexes.map((index) => [index, rowsOf(index)]))

describe('the window cache', () => {
  it('finds a row by its index, and an index by its row, only in loaded blocks', () => {
    const context = { blocks: cacheOf(0, 7), blockSize }
    expect(windowRowAt(context, 0)).toEqual({ id: 1_000 })
    expect(windowRowAt(context, 79)).toEqual({ id: 1_079 })
    expect(windowRowAt(context, 15)).toBeUndefined()
    expect(windowIndexOf(context, 1_072)).toBe(72)
    expect(windowIndexOf(context, 1_015)).toBeUndefined()
  })

  it('names the blocks that hold the rows shown, whatever the order of first and last', () => {
    expect(blocksOf({ first: 0, last: 9 }, blockSize)).toEqual([0])
    expect(blocksOf({ first: 8, last: 31 }, blockSize)).toEqual([0, 1, 2, 3])
    expect(blocksOf({ first: 25, last: 3 }, blockSize)).toEqual([2])
    expect(blocksOf({ first: -4, last: 5 }, blockSize)).toEqual([0])
  })

  it('asks only for blocks neither held nor on their way, unless asked again', () => {
    const context = { blocks: cacheOf(1), loading: [2], blockSize }
    const shown = { first: 5, last: 34 }
    expect(blocksToAsk(context, shown, false)).toEqual([0, 3])
    expect(blocksToAsk(context, shown, true)).toEqual([0, 1, 3])
  })

  it('keeps at most `max` blocks, the nearest to what is shown', () => {
    const kept = keptBlocks(cacheOf(0, 1, 2, 9), 5, rowsOf(5), 6, 3)
    expect(
      Object.keys(kept)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([2, 5, 9])
    expect(kept[5]).toEqual(rowsOf(5))
  })

  it('keeps an answered block and takes it off the blocks on their way', () => {
    const context = {
      blocks: cacheOf(0, 1),
      loading: [2, 3],
      shown: { first: 25, last: 40 },
      blockSize,
      maxBlocks: 2,
    }
    const after = withBlockAnswered(context, 2, rowsOf(2))
    expect(after.loading).toEqual([3])
    expect(
      Object.keys(after.blocks)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2])
  })

  it('starts a new query empty, from the top, with as many rows shown', () => {
    const restarted = restartedWindow({ generation: 4, shown: { first: 500, last: 530 } })
    expect(restarted).toEqual({
      generation: 5,
      blocks: {},
      loading: [],
      total: null,
      failure: null,
      shown: { first: 0, last: 30 },
    })
  })

  it('answers blocks from every row held, with the matches in all', () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }))
    const odd = rows.filter((row) => row.id % 2 === 1)
    const held = heldBlocks({ blocks: {}, blockSize, total: null }, [0, 1], (window) => ({
      total: odd.length,
      rows: odd.slice(window.offset, window.offset + window.limit),
    }))
    expect(held.total).toBe(13)
    expect(held.blocks[0]?.map((row) => row.id)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19])
    expect(held.blocks[1]?.map((row) => row.id)).toEqual([21, 23, 25])
  })
})
