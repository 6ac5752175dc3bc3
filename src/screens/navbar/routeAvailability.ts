import { createContext } from 'react'

/**
 * Whether the app has a screen at a path. The app provides it from its route
 * table, so links to areas that are not built yet are not offered; stories keep
 * the default (every path exists).
 */
export const RouteAvailabilityContext = createContext<(path: string) => boolean>(() => true)
