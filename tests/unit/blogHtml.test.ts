import { describe, expect, it } from 'vitest'
import { hasText, sanitizePostHtml } from '../../src/mocks/handlers/blogHtml'

describe('sanitizePostHtml', () => {
  it('keeps the editor’s prose tags and safe links', () => {
    const html =
      '<p>A <strong>b</strong> <em>c</em> <s>d</s> <code>e</code></p><ul><li>f</li></ul><blockquote><p>g</p></blockquote><p><a href="https://example.com/?a=1&amp;b=2" target="_blank">h</a></p>'
    expect(sanitizePostHtml(html)).toBe(
      '<p>A <strong>b</strong> <em>c</em> <s>d</s> <code>e</code></p><ul><li>f</li></ul><blockquote><p>g</p></blockquote><p><a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer nofollow">h</a></p>',
    )
  })

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)" style="x">x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil"></iframe>x', 'x'],
    ['<!-- <script>alert(1)</script> -->x', 'x'],
    ['<p>1 < 2 > 0</p>', '<p>1 &lt; 2 &gt; 0</p>'],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['<script>alert(1)', ''],
  ])('makes %s harmless', (input, output) => {
    expect(sanitizePostHtml(input)).toBe(output)
  })

  it('tells a body with words from an empty one', () => {
    expect(hasText('<p> </p><br>')).toBe(false)
    expect(hasText('<p>Hi</p>')).toBe(true)
  })
})
