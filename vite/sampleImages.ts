import { type Plugin, runnerImport } from 'vite'
import { drawSampleImage } from '../src/mocks/images/drawSampleImage.ts'
import type { sampleImagePaths } from '../src/mocks/images/sampleImageList.ts'

const imagePath = /^\/assets\/images\/(\w+)\/([^/?#]+)$/

/**
 * The sample data's pictures as static files under /assets/images: drawn on
 * request by the dev server (app and Storybook) and written into every build,
 * so they load on a first visit, before any service worker, and beside a real server.
 */
export function sampleImages(): Plugin {
  return {
    name: 'cea-sample-images',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = imagePath.exec((request.url ?? '').split('?')[0] ?? '')
        const svg = match?.[1] && match[2] ? drawSampleImage(match[1], match[2]) : undefined
        if (!svg) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(svg)
      })
    },
    async generateBundle() {
      // Through Vite's module runner: the handler modules read import.meta.env.
      const { module } = await runnerImport<{ sampleImagePaths: typeof sampleImagePaths }>(
        '/src/mocks/images/sampleImageList.ts',
        { configFile: false, logLevel: 'warn' },
      )
      for (const path of module.sampleImagePaths()) {
        const [kind = '', file = ''] = path.split('/')
        const source = drawSampleImage(kind, file)
        if (source) this.emitFile({ type: 'asset', fileName: `assets/images/${path}`, source })
      }
    },
  }
}
