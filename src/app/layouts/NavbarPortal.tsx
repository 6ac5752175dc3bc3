import { PortalContext, registerPortalRoot } from '@primer/react'
import { type ReactNode, useLayoutEffect, useMemo } from 'react'

const navbarPortalName = 'cea-navbar'

/**
 * The container, registered once: a panel that opens while the bar mounts puts its element here
 * before the bar's effect has placed the container (child effects run first).
 */
const navbarPortalRoot = typeof document === 'undefined' ? undefined : document.createElement('div')
if (navbarPortalRoot) {
  navbarPortalRoot.className = 'cea-navbar-portal'
  registerPortalRoot(navbarPortalRoot, navbarPortalName)
}

/**
 * Where the navbar's menus and panels open. A bar that stays on screen (floating or sticky) gets a
 * container fixed to the viewport, so a panel stays under its button while the page scrolls; in
 * Primer's container, which is positioned on the page, a panel scrolled away with the page until
 * the next scroll event put it back, a frame later, and a click in that frame was lost (the cart's
 * Checkout moved under the pointer between its press and its release). A bar that scrolls with
 * the page keeps Primer's container.
 */
export function NavbarPortal({ isFixed, children }: { isFixed: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    if (!isFixed || !navbarPortalRoot) return
    // Beside Primer's own container (inside BaseStyles), so the skin's tokens apply.
    const parent = document.querySelector('[data-portal-root]') ?? document.body
    if (navbarPortalRoot.parentElement !== parent) parent.appendChild(navbarPortalRoot)
  }, [isFixed])
  const portal = useMemo(
    () => ({ portalContainerName: isFixed && navbarPortalRoot ? navbarPortalName : undefined }),
    [isFixed],
  )
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
}
