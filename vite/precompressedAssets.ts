import { createReadStream, existsSync, statSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Connect, Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The text files worth compressing, with the type each is served as. */
export const compressibleTypes: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024

export type ContentEncoding = 'br' | 'gzip'
const suffixOf: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' }

/**
 * The encoding to answer a request with: brotli where the request accepts it, else gzip, else
 * none; `available` says which copies exist. An encoding the header names with `q=0` is refused.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<ContentEncoding>,
): ContentEncoding | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    if (name && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(name)
  }
  const wanted: ContentEncoding[] = ['br', 'gzip']
  return wanted.find(
    (encoding) => available.has(encoding) && (accepted.has(encoding) || accepted.has('*')),
  )
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${sep}.vite${sep}`) && extname(file) in compressibleTypes)
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text file. */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number }> {
  const files = await filesUnder(dir)
  let written = 0
  let bytes = 0
  // Four at a time: zlib runs them on libuv's thread pool, beside the build's other work.
  const queue = [...files]
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).size < minimumBytes) continue
      const raw = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipped(raw, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      written += 1
      bytes += raw.length
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { files: written, bytes }
}

/**
 * Serves a file's precompressed copy when the request accepts its encoding, as a static host set
 * up for them does (nginx's `brotli_static`/`gzip_static`, most CDNs); anything else goes on to
 * `vite preview`'s own handling, which compresses on the fly with gzip.
 */
export function precompressedFiles(outDir: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      return next()
    }
    const type = compressibleTypes[extname(pathname)]
    const file = resolve(outDir, `.${pathname}`)
    if (!type || !file.startsWith(outDir + sep)) return next()
    const available = new Set<ContentEncoding>(
      (['br', 'gzip'] as const).filter((encoding) => existsSync(file + suffixOf[encoding])),
    )
    const encoding = chooseEncoding(request.headers['accept-encoding'], available)
    if (!encoding) return next()
    const copy = file + suffixOf[encoding]
    const stats = statSync(copy)
    const etag = `W/"${encoding}-${stats.size}-${stats.mtime.getTime()}"`
    response.setHeader('Vary', 'Accept-Encoding')
    response.setHeader('Cache-Control', 'no-cache')
    response.setHeader('ETag', etag)
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304
      response.end()
      return
    }
    response.setHeader('Content-Type', type)
    response.setHeader('Content-Encoding', encoding)
    response.setHeader('Content-Length', stats.size)
    response.setHeader('Last-Modified', stats.mtime.toUTCString())
    if (request.method === 'HEAD') {
      response.end()
      return
    }
    createReadStream(copy).pipe(response)
  }
}

/**
 * The app's build writes a brotli and a gzip copy beside each text file, for a host that serves
 * them (a page's scripts: some 14% fewer bytes than gzip level 9), and `vite preview` serves them.
 * `CEA_PRECOMPRESS=0` leaves them out (the test builds: their server compresses on the fly).
 * The app's build only: Storybook builds with this config too.
 */
export function precompressedAssets(): Plugin {
  let outDir = ''
  let isAppBuild = false
  return {
    name: 'cea-precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      const input = config.build.rollupOptions.input
      isAppBuild =
        config.command === 'build' &&
        (input === undefined || (typeof input === 'string' && input.endsWith('index.html')))
    },
    async closeBundle() {
      if (!isAppBuild || process.env.CEA_PRECOMPRESS === '0') return
      await precompressDirectory(outDir)
    },
    configurePreviewServer(server) {
      server.middlewares.use(precompressedFiles(outDir))
    },
  }
}
