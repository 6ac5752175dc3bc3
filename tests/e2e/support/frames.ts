/**
 * Resolves once the page has rendered a frame after the one under way (two animation frames on):
 * what it shows now has been painted, and the effects of the render that showed it have run. Run
 * it with `page.evaluate(framesRendered)` before checking that something did not change after a
 * render, rather than pausing.
 */
export const framesRendered = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
  })
