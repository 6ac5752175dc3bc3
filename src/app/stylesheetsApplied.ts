import { applyPreloadedStylesheets } from './appStylesheets'

/**
 * The app's stylesheets, applied as soon as the entry's first module runs: before the router
 * (made as its module loads) starts the opened route's lazy import, whose loader notes the
 * stylesheets already linked and links any other it needs. Applied after that note, each sheet
 * the entry shares with the route was linked twice, and fetched twice.
 */
export const stylesheetsApplied = applyPreloadedStylesheets()
