import { describe, expect, it } from 'vitest'
import { components, docsMetas, parts, withTsDoc } from './componentDocMetas'

// Issue #37: every component under src/components gets a docs page (Storybook's autodocs), so a
// developer learns it without reading its source. The tree is read when the test runs, so a
// component added later (by anyone) fails here until its story meta has `tags: ['autodocs']`,
// `component` set to it and a description (or the component has a TSDoc comment of its own);
// or, if it is only a part of another component, until it is on the list of parts
// (./componentDocParts.ts) and on its parent's page.

describe('the docs pages of the components under src/components', () => {
  it('finds the components (the parse still sees the tree)', () => {
    expect(components).toContain('src/components/dialog/Dialog.tsx#Dialog')
    expect(components.length).toBeGreaterThan(40)
  })

  it('gives every component a docs page (autodocs, its component) unless it is a part', () => {
    const documented = new Set(docsMetas.flatMap((meta) => meta.documents))
    const undocumented = components.filter((key) => !documented.has(key) && !parts.has(key))
    expect(undocumented).toEqual([])
  })

  // The meta's description says what the component is for, when to use it and its do's and
  // don'ts; without one, the docs page shows the component's own TSDoc comment.
  it('describes each component on its docs page', () => {
    const undescribed = docsMetas
      .filter((meta) => meta.documents.length > 0 && !meta.described)
      .filter((meta) => !meta.documents.every((key) => withTsDoc.has(key)))
      .map((meta) => meta.file)
    expect(undescribed).toEqual([])
  })

  it("lists as parts only components that exist, each on its parent's page", () => {
    const missing = [...parts.keys()].filter((key) => !components.includes(key))
    expect(missing).toEqual([])
    const notOnTheParentPage = [...parts].filter(
      ([part, parent]) =>
        !docsMetas.some(
          (meta) => meta.documents.includes(parent) && meta.subcomponents.includes(part),
        ),
    )
    expect(notOnTheParentPage).toEqual([])
  })
})
