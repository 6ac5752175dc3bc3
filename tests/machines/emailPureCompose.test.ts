// The pure compose rules: addresses, validation, message text <-> HTML, sizes.
import { describe, expect, it } from 'vitest'
import { buildEmail } from '../../src/fixtures/email'
import {
  attachmentOf,
  emptyCompose,
  fieldsFromDraft,
  formatFileSize,
  hasContent,
  htmlToMessage,
  messageToHtml,
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

  it('messageToHtml escapes HTML: a script becomes text', () => {
    expect(messageToHtml('<script>alert("x")</script>')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    )
    expect(messageToHtml('Tom & Jerry')).toBe('<p>Tom &amp; Jerry</p>')
  })

  it('messageToHtml makes a paragraph per block and a <br> per line', () => {
    expect(messageToHtml('Hi,\n\n\nLine one\nLine two\n\n  ')).toBe(
      '<p>Hi,</p><p>Line one<br>Line two</p>',
    )
    expect(messageToHtml('  \n\n ')).toBe('')
  })

  it.each([
    'Hi Amara,\n\nLine one\nLine two & <b>bold</b> "quoted" it\'s',
    'One paragraph',
    'a &lt; b is written &amp;lt;',
  ])('htmlToMessage(messageToHtml(text)) gives the text back: %j', (text) => {
    expect(htmlToMessage(messageToHtml(text))).toBe(text)
  })

  it('htmlToMessage reads entities and drops tags', () => {
    expect(
      htmlToMessage('<p class="x">It&#39;s&nbsp;<a href="#">here</a></p><p>2 &gt; 1</p>'),
    ).toBe("It's here\n\n2 > 1")
  })

  it('htmlToMessage keeps the items of a list on their own lines (a saved draft with a list)', () => {
    const text = htmlToMessage(
      '<p>Topics:</p><ol><li>Customer wins</li><li>The 4.2 release</li></ol><p>Thanks</p>',
    )
    const lines = text.split('\n').map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])?\s*/, ''))
    expect(lines).toContain('Topics:')
    expect(lines).toContain('Customer wins')
    expect(lines).toContain('The 4.2 release')
    expect(lines).toContain('Thanks')
  })

  it('toEmailDraft and fieldsFromDraft turn fields into a draft and back', () => {
    const fields = {
      to: 'a@b.co, c@d.io',
      cc: 'e@f.org',
      bcc: '',
      subject: '  Plan  ',
      message: 'Hi,\n\nSee <this>.',
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
      message: '<p>Hi,</p><p>See &lt;this&gt;.</p>',
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

  it('formatFileSize does not say "1024 KB" just under a megabyte', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB')
  })
})
