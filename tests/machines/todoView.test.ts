import { describe, expect, it } from 'vitest'
import { buildTask } from '../../src/fixtures/todo'
import { isOverdue } from '../../src/machines/todo/todoList'
import {
  belongsTo,
  defaultTodoView,
  queryOfView,
  searchFromView,
  viewFromSearch,
  viewHref,
} from '../../src/machines/todo/todoView'

// The query state ⇄ URL, pure.

describe('the view in the URL', () => {
  it('reads every part, falls back to the defaults for unknown values, and writes only what differs', () => {
    const view = viewFromSearch(
      new URLSearchParams('filter=completed&tag=high&sortBy=due-date&q=%20plan%20'),
    )
    expect(view).toEqual({ q: 'plan', filter: 'completed', tag: 'high', sortBy: 'due-date' })
    expect(viewHref(view)).toBe('?filter=completed&tag=high&sortBy=due-date&q=plan')
    expect(
      viewFromSearch(new URLSearchParams('filter=archived&tag=urgent&sortBy=priority')),
    ).toEqual(defaultTodoView)
    expect(searchFromView(defaultTodoView).toString()).toBe('')
    expect(viewFromSearch(searchFromView({ ...defaultTodoView, filter: 'deleted' }))).toEqual({
      ...defaultTodoView,
      filter: 'deleted',
    })
  })

  it('sends no empty parameter: the manual order is the absent sortBy', () => {
    expect(queryOfView(defaultTodoView)).toEqual({
      q: undefined,
      filter: undefined,
      tag: undefined,
      sortBy: undefined,
    })
    expect(queryOfView({ q: ' x ', filter: 'important', tag: 'team', sortBy: 'latest' })).toEqual({
      q: 'x',
      filter: 'important',
      tag: 'team',
      sortBy: 'latest',
    })
  })

  it('knows which list a task belongs to', () => {
    const task = buildTask({ title: 'Plan the offsite', tags: ['team'], isImportant: true })
    expect(belongsTo(task, defaultTodoView)).toBe(true)
    expect(belongsTo(task, { ...defaultTodoView, filter: 'important', q: 'OFFSITE' })).toBe(true)
    expect(belongsTo(task, { ...defaultTodoView, filter: 'completed' })).toBe(false)
    expect(belongsTo(task, { ...defaultTodoView, tag: 'low' })).toBe(false)
    expect(belongsTo(task, { ...defaultTodoView, filter: 'deleted' })).toBe(false)
    expect(belongsTo({ ...task, isDeleted: true }, { ...defaultTodoView, filter: 'deleted' })).toBe(
      true,
    )
    expect(
      belongsTo({ ...task, isDeleted: true }, { ...defaultTodoView, filter: 'important' }),
    ).toBe(false)
  })
})

describe('overdue', () => {
  const today = '2026-03-16'

  it('is an open task due before today; due today is not late yet', () => {
    expect(isOverdue(buildTask({ dueDate: '2026-03-15' }), today)).toBe(true)
    expect(isOverdue(buildTask({ dueDate: '2025-12-31' }), today)).toBe(true)
    expect(isOverdue(buildTask({ dueDate: '2026-03-16' }), today)).toBe(false)
    expect(isOverdue(buildTask({ dueDate: '2026-03-17' }), today)).toBe(false)
  })

  it('is never a completed or deleted task, nor one without a date', () => {
    expect(isOverdue(buildTask({ dueDate: '2026-03-01', isCompleted: true }), today)).toBe(false)
    expect(isOverdue(buildTask({ dueDate: '2026-03-01', isDeleted: true }), today)).toBe(false)
    expect(isOverdue(buildTask({ dueDate: '' }), today)).toBe(false)
  })

  it('follows the day it is given, not the clock', () => {
    const task = buildTask({ dueDate: '2026-03-18' })
    expect(isOverdue(task, '2026-03-18')).toBe(false)
    expect(isOverdue(task, '2026-03-19')).toBe(true)
  })
})
