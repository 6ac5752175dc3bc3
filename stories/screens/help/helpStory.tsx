// Shared by the help centre's stories: the screens at their routes.
import { faqScenarios } from '../../../src/mocks/handlers/faq'

/** The router parameters of a story that opens `path` (with a query) on the route `route`. */
export const helpAt = (route: string, entry = route) => ({
  router: { initialEntry: entry, path: route },
})

/** The FAQ group of handlers replaced by one of its scenarios. */
export const faqScenario = (name: keyof typeof faqScenarios) => ({
  msw: { handlers: { faq: faqScenarios[name] } },
})

/** Whether the page scrolls sideways (it must not, at any width). */
export const isWiderThanWindow = () => document.documentElement.scrollWidth > window.innerWidth
