import type { Plugin } from 'vite'

export const popoverPolyfill = '@oddbird/popover-polyfill/fn'
export const onDemandId = '\0cea-popover-polyfill-on-demand'

/**
 * The module Primer's Tooltip gets in place of the popover polyfill: the same two functions, the
 * check inline, the polyfill itself (14 KB raw) fetched only by a browser without popovers
 * (Safari before 17, Firefox before 125), as soon as the page starts, so it is in place before a
 * person can point at a tooltip. Every browser the kit is tested in has popovers natively.
 */
export const onDemandModule = `
export function isSupported() {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype === 'object' &&
    'popover' in HTMLElement.prototype
}
let applied
export function apply() {
  applied ??= import(${JSON.stringify(popoverPolyfill)}).then((module) => module.apply())
}
if (typeof window !== 'undefined' && !isSupported()) apply()
`

/**
 * Primer's Tooltip imports the popover polyfill statically, so it travelled in a chunk every page
 * loads (the sign-in page too) for browsers that need none of it; this sends it only to those.
 */
export function popoverPolyfillOnDemand(): Plugin {
  return {
    name: 'cea-popover-polyfill-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === popoverPolyfill && importer !== onDemandId) return onDemandId
      return null
    },
    load(id) {
      return id === onDemandId ? onDemandModule : null
    },
  }
}
