// The viewport toolbar's sizes, and the size the test-runner gives a story (see test-runner.ts).
// A story picks one with `globals: { viewport: { value: 'phone360', isRotated: false } }`.

export const viewportOptions = {
  phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1440: {
    name: 'Desktop 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const

export type ViewportName = keyof typeof viewportOptions

/** The story-level globals of a phone story. */
export const phoneViewport = { viewport: { value: 'phone360', isRotated: false } }

/** A story's window in the test-runner: its viewport's size, or the desktop one. */
export function testWindowFor(viewport: unknown): { width: number; height: number } {
  const name = viewport && typeof viewport === 'object' ? Reflect.get(viewport, 'value') : viewport
  const option =
    typeof name === 'string' && name in viewportOptions
      ? viewportOptions[name as ViewportName]
      : viewportOptions.desktop1440
  return { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) }
}
