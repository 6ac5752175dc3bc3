import type { Plugin, Rollup } from 'vite'

/** Starts the line a chunk applies its styles with (scripts/bench-first-load.mjs counts that line as CSS). */
const chunkStylesheetMarker = '/*cea:chunk-css*/'

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

/** The entry chunk and every chunk it imports statically: index.html links their stylesheets. */
function entryClosure(bundle: Rollup.OutputBundle): Set<string> {
  const files = new Set<string>()
  const visit = (file: string) => {
    const output = bundle[file]
    if (files.has(file) || output?.type !== 'chunk') return
    files.add(file)
    output.imports.forEach(visit)
  }
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName)
  return files
}

/**
 * Each lazy chunk applies its own styles as it runs, from a `<style>` that a line at its top adds,
 * instead of a stylesheet the browser fetches beside it: the users list opened on 22 stylesheets
 * besides its 46 scripts, and Lighthouse's simulated phone replays a page on six HTTP/1.1
 * connections at 150 ms a round trip, so each file was a round trip on one of them (cold LCP,
 * median of 3, with the texts split per page too: users list 4.96 → 4.41 s, mailbox 4.29 → 3.90 s,
 * home 4.52 → 3.71 s). The styles are in before any of the chunk's components renders, as the
 * preload helper made sure of before (it waited for the sheets). The sheets of the entry and its
 * static imports stay files that index.html preloads (deferredStylesheets), in the order they
 * always had. The app's build only: Storybook builds with this config too.
 */
export function inlineChunkCss(): Plugin {
  let isAppBuild = false
  return {
    name: 'cea-inline-chunk-css',
    apply: 'build',
    configResolved(config) {
      const input = config.build.rollupOptions.input
      isAppBuild =
        input === undefined || (typeof input === 'string' && input.endsWith('index.html'))
    },
    generateBundle: {
      // Before Vite lists each dynamic import's stylesheets for its preload helper.
      order: 'pre',
      handler(_options, bundle) {
        if (!isAppBuild) return
        const inlined = new Set<string>()
        const linkedByIndexHtml = entryClosure(bundle)
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || linkedByIndexHtml.has(output.fileName)) continue
          const sheets = (output as ChunkWithCss).viteMetadata?.importedCss
          if (!sheets || sheets.size === 0) continue
          const css = [...sheets]
            .map((file) => bundle[file])
            .map((asset) => (asset?.type === 'asset' ? String(asset.source) : ''))
            .join('\n')
          // One line (JSON has no raw line break), guarded for the chart worker's chunks.
          output.code =
            `${chunkStylesheetMarker}typeof document<"u"&&document.head.appendChild(Object.assign(document.createElement("style"),{textContent:${JSON.stringify(css)}}));\n` +
            output.code
          for (const file of sheets) inlined.add(file)
          sheets.clear()
        }
        const stillLinked = new Set(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk'
              ? [...((output as ChunkWithCss).viteMetadata?.importedCss ?? [])]
              : [],
          ),
        )
        for (const file of inlined) if (!stillLinked.has(file)) Reflect.deleteProperty(bundle, file)
      },
    },
  }
}
