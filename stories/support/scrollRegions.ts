import { expect, waitFor } from 'storybook/test'

/**
 * Waits until every scrolling region in `root` (Primer's ScrollableRegion) that overflows can be
 * reached by keyboard. Primer makes such a region focusable once a ResizeObserver reports the
 * overflow, a moment after the content grows; axe, run right after a play, could catch that
 * moment (CI saw it on a phone story).
 */
export async function expectScrollRegionsReachable(root: ParentNode) {
  await waitFor(() => {
    for (const region of root.querySelectorAll<HTMLElement>(
      '[data-component="ScrollableRegion"]',
    )) {
      const overflows =
        region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight
      expect(!overflows || region.tabIndex === 0, 'an overflowing region is focusable').toBe(true)
    }
  })
}
