// The built app served as a static host or CDN serves it: HTTP/2 over TLS, the build's brotli copy
// of a file where the browser accepts it (vite/precompressedAssets.ts), else gzip (level 9), every
// file revalidated (`no-cache` with an ETag, as `vite preview` does), and index.html for any path
// that is not a file (the app's routes). The Lighthouse bench audits the pages here as well as on
// `vite preview`, whose HTTP/1.1 allows six connections to an origin: Lighthouse's simulated
// throttling then replays a page's fifty-odd first requests six at a time, 150 ms a round trip.
// The certificate is a throwaway one made with `openssl` for 127.0.0.1; the browser that visits
// trusts its key by flag (`chromiumTrustFlag`). Not --ignore-certificate-errors: Chromium keeps
// nothing of a site with a certificate error in its HTTP cache, so no visit there is warm.
import { spawnSync } from 'node:child_process'
import { createHash, createPublicKey } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

const contentTypes = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}
const compressible = new Set([
  '.css',
  '.html',
  '.js',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
])

/** A self-signed certificate for 127.0.0.1, or undefined where `openssl` cannot make one. */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'cea-http2-'))
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    if (made.status !== 0) return undefined
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Serves `outDir` on https://127.0.0.1:`port` over HTTP/2. Resolves to the server's origin and a
 * close() and the Chromium flag that trusts its certificate, or to `{ unavailable: reason }` when no
 * certificate could be made.
 */
export async function startHttp2Static(outDir, port) {
  const certificate = throwawayCertificate()
  if (!certificate) return { unavailable: '`openssl` could not make a certificate' }
  /** @type {Map<string, { body: Buffer, etag: string, type: string, gzip: boolean, brotli?: Buffer }>} */
  const files = new Map()
  const fileFor = (pathname) => {
    const candidate = normalize(join(outDir, decodeURIComponent(pathname)))
    const isFile =
      candidate.startsWith(normalize(outDir)) &&
      existsSync(candidate) &&
      statSync(candidate).isFile()
    return isFile ? candidate : join(outDir, 'index.html')
  }
  const load = (file) => {
    let loaded = files.get(file)
    if (!loaded) {
      const raw = readFileSync(file)
      const extension = extname(file)
      const gzip = compressible.has(extension)
      const body = gzip ? gzipSync(raw, { level: 9 }) : raw
      const brotli = existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined
      const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`
      const type = contentTypes[extension] ?? 'application/octet-stream'
      loaded = { body, etag, type, gzip, brotli }
      files.set(file, loaded)
    }
    return loaded
  }
  const server = createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'https://127.0.0.1')
    const file = load(fileFor(pathname))
    const headers = {
      'cache-control': 'no-cache',
      etag: file.etag,
      'content-type': file.type,
      vary: 'accept-encoding',
    }
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers)
      response.end()
      return
    }
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '')
    if (file.brotli && /\bbr\b/.test(acceptEncoding)) {
      response.writeHead(200, { ...headers, 'content-encoding': 'br' })
      response.end(file.brotli)
      return
    }
    const acceptsGzip = /\bgzip\b/.test(acceptEncoding)
    if (file.gzip && !acceptsGzip) {
      response.writeHead(200, headers)
      response.end(gunzipSync(file.body))
      return
    }
    response.writeHead(200, { ...headers, ...(file.gzip ? { 'content-encoding': 'gzip' } : {}) })
    response.end(file.body)
  })
  // A browser keeps its HTTP/2 session open: closing the server ends those sessions too.
  const sessions = new Set()
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const publicKey = createPublicKey(certificate.cert).export({ type: 'spki', format: 'der' })
  const spkiHash = createHash('sha256').update(publicKey).digest('base64')
  return {
    origin: `https://127.0.0.1:${port}`,
    chromiumTrustFlag: `--ignore-certificate-errors-spki-list=${spkiHash}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined))
        for (const session of sessions) session.destroy()
      }),
  }
}
