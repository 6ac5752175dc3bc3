// The viewport toolbar's sizes; the story tests give a story its viewport's window, or the
// desktop one (vitest.stories.config.ts).
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

/** The story-level globals of a phone story. */
export const phoneViewport = { viewport: { value: 'phone360', isRotated: false } }
