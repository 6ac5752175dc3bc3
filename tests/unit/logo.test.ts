import { describe, expect, it } from 'vitest'
import { logoShapes, logoSvgMarkup } from '../../src/components/brand/logoShape'

describe('logoSvgMarkup', () => {
  it('draws every shape of the mark, themed by Primer variables', () => {
    const markup = logoSvgMarkup(56)
    expect(markup).toContain('width="56"')
    expect(markup.match(/<path /g)).toHaveLength(logoShapes.length)
    expect(markup).toContain('var(--bgColor-accent-emphasis, #0969da)')
  })

  it('uses plain colours for a favicon, which sees no page CSS', () => {
    const markup = logoSvgMarkup(32, true)
    expect(markup).not.toContain('var(')
    expect(markup).toContain('fill="#0969da"')
  })
})
