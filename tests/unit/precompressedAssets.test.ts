import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get as httpGet, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chooseEncoding,
  precompressDirectory,
  precompressedFiles,
} from '../../vite/precompressedAssets'

const both = new Set(['br', 'gzip'] as const)

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among what the request accepts and what exists', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br')
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip')
    expect(chooseEncoding('br', new Set(['gzip'] as const))).toBeUndefined()
    expect(chooseEncoding(undefined, both)).toBeUndefined()
    expect(chooseEncoding('identity', both)).toBeUndefined()
    expect(chooseEncoding('*', both)).toBe('br')
  })

  it('refuses an encoding named with q=0', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.8', both)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeUndefined()
  })
})

describe('precompressed assets', () => {
  let dir = ''
  let server: Server
  let origin = ''
  const script = `export const rows = ${JSON.stringify(
    Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Row ${index}` })),
  )}\n`

  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'cea-precompressed-'))
    // A file with a copy beside the served folder: no path may reach it.
    writeFileSync(join(parent, 'secret.js.br'), 'secret')
    dir = join(parent, 'site')
    mkdirSync(dir)
    writeFileSync(join(dir, 'app.js'), script)
    writeFileSync(join(dir, 'tiny.js'), 'export {}\n')
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(4096, 7))
    await precompressDirectory(dir)
    const serve = precompressedFiles(dir)
    server = createServer((request, response) =>
      serve(request, response, () => {
        response.statusCode = 404
        response.end('passed on')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(join(dir, '..'), { recursive: true, force: true })
  })

  it('writes a brotli and a gzip copy of each text file worth compressing, and no other', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script)
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'image.png.br'))).toBe(false)
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        httpGet(`${origin}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        }).on('error', reject)
      },
    )

  it('answers with the brotli copy where the request accepts it, else the gzip one', async () => {
    const brotli = await get('/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.status).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script)

    const gzip = await get('/app.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag)
  })

  it('revalidates with the copy’s ETag', async () => {
    const first = await get('/app.js', { 'accept-encoding': 'br' })
    const again = await get('/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('passes on what it has no copy for, what is not accepted and paths outside the folder', async () => {
    expect((await get('/app.js')).body.toString()).toBe('passed on')
    expect((await get('/tiny.js', { 'accept-encoding': 'br' })).body.toString()).toBe('passed on')
    expect((await get('/image.png', { 'accept-encoding': 'br' })).body.toString()).toBe('passed on')
    expect((await get('/..%2Fsecret.js', { 'accept-encoding': 'br' })).body.toString()).toBe(
      'passed on',
    )
  })
})
