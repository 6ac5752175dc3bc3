// The pure compose rules: addresses, validation, the HTML message, sizes.
import { describe, expect, it } from 'vitest'
import { buildEmail } from '../../src/fixtures/email'
import {
  attachmentOf,
  emptyCompose,
  fieldsFromDraft,
  formatFileSize,
  hasContent,
  messageText,
  parseAddresses,
  toEmailDraft,
  validateCompose,
} from '../../src/machines/email/composeRules'

describe('composeRules', () => {
  it('parseAddresses splits on commas, semicolons and spaces, without repeats', () => {
    expect(parseAddresses(' a@b.co, c@d.io;e@f.org\n a@b.co ,, ')).toEqual([
      'a@b.co',
      'c@d.io',
      'e@f.org',
    ])
    expect(parseAddresses(' ,; ')).toEqual([])
  })

  it('validateCompose needs a recipient only for sending', () => {
    expect(validateCompose(emptyCompose, true)).toEqual({ to: { code: 'required' } })
    expect(validateCompose(emptyCompose, false)).toEqual({})
    expect(
      validateCompose({ ...emptyCompose, to: 'x@y', cc: 'ok@demo.com', bcc: '@demo.com' }, false),
    ).toEqual({
      to: { code: 'invalid', addresses: ['x@y'] },
      bcc: { code: 'invalid', addresses: ['@demo.com'] },
    })
    expect(validateCompose({ ...emptyCompose, to: 'Tobias <t@demo.com>' }, true)).toEqual({
      to: { code: 'invalid', addresses: ['Tobias', '<t@demo.com>'] },
    })
  })

  it('hasContent sees any text or an attachment, not blanks', () => {
    expect(hasContent(emptyCompose)).toBe(false)
    expect(hasContent({ ...emptyCompose, message: ' \n ' })).toBe(false)
    expect(hasContent({ ...emptyCompose, bcc: 'x' })).toBe(true)
    expect(
      hasContent({ ...emptyCompose, attachments: [attachmentOf({ name: 'a', size: 1 })] }),
    ).toBe(true)
  })

  it('hasContent counts an editor message only when it has words', () => {
    expect(hasContent({ ...emptyCompose, message: '<p></p>' })).toBe(false)
    expect(hasContent({ ...emptyCompose, message: '<ul><li><p>&nbsp;</p></li></ul>' })).toBe(false)
    expect(hasContent({ ...emptyCompose, message: '<p><strong>Hi</strong></p>' })).toBe(true)
  })

  it('messageText drops the tags of an HTML message', () => {
    expect(messageText('<p>Hi <em>there</em></p><ol><li><p>One</p></li></ol>')).toBe('Hi there One')
    expect(messageText('<p></p><p> </p>')).toBe('')
  })

  it('toEmailDraft and fieldsFromDraft turn fields into a draft and back', () => {
    const fields = {
      to: 'a@b.co, c@d.io',
      cc: 'e@f.org',
      bcc: '',
      subject: '  Plan  ',
      message: '<p>Hi,</p><p>See <strong>this</strong> &lt;now&gt;.</p>',
      attachments: [attachmentOf({ name: 'plan.pdf', size: 3 * 1024 * 1024 })],
    }
    const draft = toEmailDraft(fields)
    expect(draft).toEqual({
      to: [
        { name: 'a@b.co', email: 'a@b.co' },
        { name: 'c@d.io', email: 'c@d.io' },
      ],
      cc: ['e@f.org'],
      bcc: [],
      subject: 'Plan',
      message: '<p>Hi,</p><p>See <strong>this</strong> &lt;now&gt;.</p>',
      attachments: [{ fileName: 'plan.pdf', size: '3.0 MB', thumbnail: '', url: '' }],
    })
    expect(fieldsFromDraft(buildEmail({ ...draft, folder: 'draft' }))).toEqual({
      ...fields,
      subject: 'Plan',
    })
  })

  it.each([
    [0, '1 KB'],
    [1, '1 KB'],
    [1536, '2 KB'],
    [840 * 1024, '840 KB'],
    [1024 * 1024, '1.0 MB'],
    [1_258_291, '1.2 MB'],
    [25 * 1024 * 1024, '25.0 MB'],
  ])('formatFileSize(%d) is %s', (bytes, size) => {
    expect(formatFileSize(bytes)).toBe(size)
  })

  it('toEmailDraft sends an empty editor as an empty message', () => {
    expect(toEmailDraft({ ...emptyCompose, message: '<p></p>' }).message).toBe('')
  })

  it('formatFileSize does not say "1024 KB" just under a megabyte', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB')
  })
})
