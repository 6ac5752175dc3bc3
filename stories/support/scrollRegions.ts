import { expect, waitFor } from 'storybook/test'

/**
 * Checks that every scrolling region in `root` (the kit's ScrollableRegion) that overflows can be
 * reached by keyboard: a person on a phone can Tab to a table that scrolls sideways.
 */
export async function expectScrollRegionsReachable(root: ParentNode) {
  await waitFor(() => {
    for (const region of root.querySelectorAll<HTMLElement>('.cea-scrollable-region')) {
      const overflows =
        region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight
      expect(!overflows || region.tabIndex === 0, 'an overflowing region is focusable').toBe(true)
    }
  })
}
