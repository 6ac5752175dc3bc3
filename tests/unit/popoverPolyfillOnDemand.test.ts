import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  onDemandId,
  onDemandModule,
  popoverPolyfill,
  popoverPolyfillOnDemand,
} from '../../vite/popoverPolyfillOnDemand'

interface OnDemand {
  isSupported: () => boolean
  apply: () => void
}

interface PolyfillFetches {
  /** How often the module asked for the polyfill (its `import()`). */
  fetched: number
  /** How often the polyfill's own `apply` ran. */
  applied: number
}

/**
 * The on-demand module as a browser evaluates it, in a browser with or without popovers; its
 * `import()` of the polyfill is counted, and answered by a stand-in polyfill that counts applies.
 */
async function evaluateOnDemand(hasPopover: boolean, name: string) {
  // An HTMLElement whose prototype has `popover` or not, as the check reads it.
  const standInElement = { prototype: hasPopover ? { popover: null } : {} }
  vi.stubGlobal('window', {})
  vi.stubGlobal('HTMLElement', standInElement)
  const fetches: PolyfillFetches = { fetched: 0, applied: 0 }
  vi.stubGlobal(name, () => {
    fetches.fetched += 1
    return Promise.resolve({ apply: () => (fetches.applied += 1) })
  })
  const polyfillImport = `import(${JSON.stringify(popoverPolyfill)})`
  expect(onDemandModule).toContain(polyfillImport)
  const code = onDemandModule.replace(polyfillImport, `globalThis.${name}()`)
  const url = `data:text/javascript,${encodeURIComponent(code)}`
  const onDemand = (await import(/* @vite-ignore */ url)) as OnDemand
  return { onDemand, fetches }
}

describe('the popover polyfill on demand (vite/popoverPolyfillOnDemand.ts)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('gives Primer the on-demand module, and that module the polyfill itself', () => {
    const plugin = popoverPolyfillOnDemand()
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null
    const tooltip = '/node_modules/@primer/react/dist/TooltipV2/Tooltip.js'
    expect(resolveId(popoverPolyfill, tooltip)).toBe(onDemandId)
    expect(resolveId(popoverPolyfill, onDemandId)).toBeNull()
    expect(resolveId('react', '/src/app/main.tsx')).toBeNull()
  })

  it('fetches and applies the polyfill once, as the page starts, where popovers are missing', async () => {
    const { onDemand, fetches } = await evaluateOnDemand(false, 'fetchPopoverPolyfillWithout')
    expect(fetches.fetched).toBe(1)
    expect(onDemand.isSupported()).toBe(false)
    onDemand.apply()
    expect(fetches.fetched).toBe(1)
    await vi.waitFor(() => expect(fetches.applied).toBe(1))
  })

  it('fetches nothing where the browser has popovers', async () => {
    const { onDemand, fetches } = await evaluateOnDemand(true, 'fetchPopoverPolyfillWith')
    expect(onDemand.isSupported()).toBe(true)
    expect(fetches.fetched).toBe(0)
  })
})
