// Shared by the forms kit's stories: the screens at their routes, and the queries plays repeat.
import type { within } from 'storybook/test'

type Canvas = ReturnType<typeof within>

/** The router parameters of a story that opens `route` (with `search`). */
export const formsAt = (route: string, search = '') => ({
  router: { initialEntry: `${route}${search}`, path: route },
})

/** A section of the page by its heading. */
export const findSection = (canvas: Canvas, name: string) =>
  canvas.findByRole('region', { name }, { timeout: 5000 })

/** A field by the start of its label (a required field's label ends with its mark). */
export const fieldNamed = (canvas: Canvas, role: 'textbox' | 'combobox', label: string) =>
  canvas.getByRole(role, { name: new RegExp(`^${label}`) })

/** Whether the page scrolls sideways (it must not, at any width). */
export const isWiderThanWindow = () => document.documentElement.scrollWidth > window.innerWidth
