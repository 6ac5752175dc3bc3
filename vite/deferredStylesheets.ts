import type { Plugin } from 'vite'

/** Marks the stylesheets index.html preloads for the app to apply (src/app/appStylesheets.ts). */
export const deferredStylesheetAttribute = 'data-cea-stylesheet'

/**
 * The entry's stylesheets stop blocking the first paint: index.html preloads them at high
 * priority instead of linking them, so the loading screen (styled inline) paints as soon as the
 * page arrives, and the app applies them before it renders its first screen. A render-blocking
 * sheet held that paint until it had downloaded beside the first screen's scripts.
 */
export function deferredStylesheets(): Plugin {
  return {
    name: 'cea-deferred-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The app's page only (Storybook builds its own iframe.html with this config).
        if (!context.bundle || context.path !== '/index.html') return
        return html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          (_tag, crossorigin: string | undefined, href: string) =>
            `<link rel="preload" as="style"${crossorigin ?? ''} fetchpriority="high" href="${href}" ${deferredStylesheetAttribute}>`,
        )
      },
    },
  }
}
