import { describe, expect, it } from 'vitest'
import { navigation, screenKeyOf } from '../../src/app/navigation'

describe('screenKeyOf: one key per screen, so a move within a screen keeps it', () => {
  it('gives the chat and an open chat one key, and the user view, product page, invoice preview and invoice editor with and without an id', () => {
    expect(screenKeyOf('chat-open')).toBe(screenKeyOf('chat'))
    expect(screenKeyOf('product-detail-first')).toBe(screenKeyOf('product-detail'))
    expect(screenKeyOf('invoice-preview-first')).toBe(screenKeyOf('invoice-preview'))
    // One editor screen; it starts again from its own id (a key per invoice number).
    expect(screenKeyOf('invoice-add')).toBe(screenKeyOf('invoice-edit'))
    const userViews = navigation.filter((item) => item.path.startsWith('/apps/user/view'))
    expect(userViews).toHaveLength(2)
    expect(new Set(userViews.map((item) => screenKeyOf(item.id))).size).toBe(1)
  })

  it('gives every other screen a key of its own', () => {
    const keys = navigation.map((item) => screenKeyOf(item.id))
    // Five rows share another's screen, and the help centre's four (knowledge base category
    // and article, a named blog post, the editor of a post already written).
    expect(new Set(keys).size).toBe(navigation.length - 9)
    expect(screenKeyOf('knowledge-base-article')).toBe(screenKeyOf('knowledge-base'))
    expect(screenKeyOf('blog-detail')).toBe(screenKeyOf('blog-detail-newest'))
    expect(screenKeyOf('blog-edit-post')).toBe(screenKeyOf('blog-edit'))
    expect(screenKeyOf('todo')).not.toBe(screenKeyOf('calendar'))
  })

  it('knows no key for a route outside the table', () => {
    expect(screenKeyOf('no-such-route')).toBeUndefined()
  })
})
