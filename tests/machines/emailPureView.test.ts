// The pure helpers of the mailbox: view <-> URL, list changes, failures.
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/http'
import { buildEmail, createEmails } from '../../src/fixtures/email'
import {
  belongsToList,
  byFolder,
  changeEmail,
  changeList,
  keepListed,
  moveCursor,
  restoreList,
} from '../../src/machines/email/emailChanges'
import { failureOf } from '../../src/machines/email/emailFailure'
import {
  currentEntry,
  listContextOf,
  type MailboxView,
  sameList,
  searchFromView,
  viewFromSearch,
  viewHref,
} from '../../src/machines/email/emailView'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T08:00:00.000Z`
const email = (id: number, day: number, overrides: Parameters<typeof buildEmail>[0] = {}) =>
  buildEmail({ id, time: at(day), ...overrides })

describe('emailView', () => {
  const roundTrips: Array<[MailboxView, string]> = [
    [{ q: '' }, ''],
    [{ folder: 'sent', q: '' }, 'folder=sent'],
    [{ folder: 'starred', q: '', emailId: 4 }, 'folder=starred&email=4'],
    [{ label: 'company', q: '' }, 'label=company'],
    [{ folder: 'inbox', label: 'personal', q: '' }, 'folder=inbox&label=personal'],
    [
      { folder: 'sent', label: 'company', q: 'budget review', emailId: 12 },
      'folder=sent&label=company&q=budget+review&email=12',
    ],
    [{ q: 'a&b=c' }, 'q=a%26b%3Dc'],
  ]

  it.each(roundTrips)('writes %o as "%s" and reads it back', (view, search) => {
    expect(searchFromView(view).toString()).toBe(search)
    expect(viewHref(view)).toBe(search ? `?${search}` : '')
    expect(viewFromSearch(new URLSearchParams(search))).toEqual(view)
  })

  it('writes the plain inbox as no parameters, and reads folder=inbox alone as the inbox', () => {
    expect(searchFromView({ folder: 'inbox', q: '' }).toString()).toBe('')
    expect(viewFromSearch(new URLSearchParams('folder=inbox'))).toEqual({ q: '' })
  })

  it.each([
    'folder=junk&label=secret&email=abc',
    'email=-3',
    'email=1.5',
    'email=0',
    'folder=INBOX&label=Company',
    'folder=inbox&label=bogus',
    'q=%20%20',
  ])('falls back to the inbox on garbage: %s', (search) => {
    expect(viewFromSearch(new URLSearchParams(search))).toEqual({ q: '' })
  })

  it('keeps what is valid of a partly garbled search, trimming the query', () => {
    expect(
      viewFromSearch(new URLSearchParams('folder=spam&label=nope&q=%20win%20&email=33')),
    ).toEqual({ folder: 'spam', q: 'win', emailId: 33 })
  })

  it('sameList ignores the open email and spaces around the search', () => {
    expect(sameList({ q: '' }, { folder: 'inbox', q: ' ', emailId: 3 })).toBe(true)
    expect(sameList({ folder: 'sent', q: 'kyoto' }, { folder: 'sent', q: 'kyoto ' })).toBe(true)
    expect(sameList({ q: '' }, { folder: 'sent', q: '' })).toBe(false)
    expect(sameList({ label: 'company', q: '' }, { label: 'private', q: '' })).toBe(false)
    expect(sameList({ q: 'a' }, { q: 'b' })).toBe(false)
  })

  it('sameList tells a label across folders from the same label in the inbox', () => {
    expect(
      sameList({ label: 'company', q: '' }, { folder: 'inbox', label: 'company', q: '' }),
    ).toBe(false)
  })

  it('listContextOf gives the server the inbox by default, no folder for a label alone', () => {
    expect(listContextOf({ q: '' })).toEqual({ folder: 'inbox', label: undefined, q: undefined })
    expect(listContextOf({ label: 'company', q: ' budget ' })).toEqual({
      folder: undefined,
      label: 'company',
      q: 'budget',
    })
    expect(listContextOf({ folder: 'trash', label: 'private', q: '', emailId: 3 })).toEqual({
      folder: 'trash',
      label: 'private',
      q: undefined,
    })
  })

  it('currentEntry is the folder, else the label, else the inbox', () => {
    expect(currentEntry({ q: '' })).toBe('inbox')
    expect(currentEntry({ label: 'private', q: '' })).toBe('private')
    expect(currentEntry({ folder: 'spam', label: 'private', q: '' })).toBe('spam')
  })
})

describe('emailChanges', () => {
  const rows = createEmails(pinnedReferenceDay)
  const byId = (id: number) => rows.find((row) => row.id === id)!

  it('belongsToList follows the server rule of each view', () => {
    const inbox = email(1, 10)
    const trashed = email(2, 10, { folder: 'trash', isStarred: true, labels: ['company'] })
    const starredSpam = email(3, 10, { folder: 'spam', isStarred: true, labels: ['company'] })
    expect(belongsToList(inbox, { q: '' })).toBe(true)
    expect(belongsToList(inbox, { folder: 'sent', q: '' })).toBe(false)
    expect(belongsToList(trashed, { folder: 'trash', q: '' })).toBe(true)
    expect(belongsToList(trashed, { folder: 'starred', q: '' })).toBe(false)
    expect(belongsToList(starredSpam, { folder: 'starred', q: '' })).toBe(true)
    expect(belongsToList(trashed, { label: 'company', q: '' })).toBe(false)
    expect(belongsToList(starredSpam, { label: 'company', q: '' })).toBe(true)
    expect(belongsToList(starredSpam, { label: 'private', q: '' })).toBe(false)
    expect(belongsToList(starredSpam, { folder: 'inbox', label: 'company', q: '' })).toBe(false)
  })

  it('belongsToList agrees with the sample lists', () => {
    const starred = rows.filter((row) => belongsToList(row, { folder: 'starred', q: '' }))
    expect(starred.map((row) => row.id).sort((a, b) => a - b)).toEqual([1, 4, 6, 11, 18, 22, 31])
    const important = rows.filter((row) => belongsToList(row, { label: 'important', q: '' }))
    expect(important.map((row) => row.id).sort((a, b) => a - b)).toEqual([
      1, 3, 4, 7, 10, 18, 22, 29,
    ])
  })

  it('changeEmail sets flags and toggles a label', () => {
    const base = email(1, 10, { labels: ['company'] })
    expect(changeEmail(base, { kind: 'update', data: { isRead: false, folder: 'spam' } })).toEqual({
      ...base,
      isRead: false,
      folder: 'spam',
    })
    expect(changeEmail(base, { kind: 'label', label: 'private' }).labels).toEqual([
      'company',
      'private',
    ])
    expect(changeEmail(base, { kind: 'label', label: 'company' }).labels).toEqual([])
    expect(base.labels).toEqual(['company'])
  })

  it('changeList changes rows in place and drops those that leave the view', () => {
    const list = [
      email(1, 12),
      email(2, 11, { isStarred: true }),
      email(3, 10, { isStarred: true }),
    ]
    const starred = changeList(
      list.slice(1),
      [2],
      {
        kind: 'update',
        data: { isStarred: false },
      },
      { folder: 'starred', q: '' },
    )
    expect(starred.map((row) => row.id)).toEqual([3])
    const read = changeList(list, [1, 3], { kind: 'update', data: { isRead: false } }, { q: '' })
    expect(read.map((row) => [row.id, row.isRead])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ])
    const moved = changeList(list, [2], { kind: 'update', data: { folder: 'trash' } }, { q: '' })
    expect(moved.map((row) => row.id)).toEqual([1, 3])
  })

  it('restoreList puts rows back newest first, only those that belong', () => {
    const list = [email(5, 20), email(3, 10)]
    const before = [email(4, 15), email(1, 25), email(2, 5, { folder: 'sent' })]
    expect(restoreList(list, before, { q: '' }).map((row) => row.id)).toEqual([1, 5, 4, 3])
  })

  it('restoreList replaces a changed row by how it was', () => {
    const list = [email(2, 12, { isStarred: true }), email(1, 10)]
    const restored = restoreList(list, [email(2, 12)], { q: '' })
    expect(restored.map((row) => [row.id, row.isStarred])).toEqual([
      [2, false],
      [1, false],
    ])
  })

  it('byFolder groups ids by the folder each came from, in order of appearance', () => {
    expect(byFolder([byId(4), byId(32), byId(1), byId(31), byId(33)])).toEqual([
      { folder: 'inbox', ids: [4, 1] },
      { folder: 'spam', ids: [32, 33] },
      { folder: 'draft', ids: [31] },
    ])
  })

  it('keepListed keeps the selected ids still listed, in selection order', () => {
    expect(keepListed([3, 9, 1], [email(1, 10), email(3, 9)])).toEqual([3, 1])
  })

  it('moveCursor stops at the first and last row, and starts at the first', () => {
    const list = [email(1, 12), email(2, 11), email(3, 10)]
    expect(moveCursor(list, undefined, 1)).toBe(1)
    expect(moveCursor(list, undefined, -1)).toBe(1)
    expect(moveCursor(list, 99, 1)).toBe(1)
    expect(moveCursor(list, 1, -1)).toBe(1)
    expect(moveCursor(list, 1, 1)).toBe(2)
    expect(moveCursor(list, 3, 1)).toBe(3)
    expect(moveCursor(list, 3, -1)).toBe(2)
    expect(moveCursor([], 3, 1)).toBeUndefined()
  })
})

describe('failureOf', () => {
  it('a 4xx is refused with its message; anything else is unavailable', () => {
    expect(failureOf(new ApiError(404, {}, 'No email with id 9.'))).toEqual({
      reason: 'rejected',
      message: 'No email with id 9.',
    })
    expect(failureOf(new ApiError(500, {}, 'boom'))).toEqual({ reason: 'unavailable' })
    expect(failureOf(new TypeError('fetch failed'))).toEqual({ reason: 'unavailable' })
  })
})
