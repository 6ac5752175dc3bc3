import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { logoSvgMarkup } from './src/components/brand/logoShape.ts'
import { loadingScreenCss } from './src/components/loading-screen/loadingScreenCss.ts'
import { sessionStorageKeys } from './src/api/session.ts'
import { backendWorker } from './vite/backendWorker.ts'
import { deferredStylesheets } from './vite/deferredStylesheets.ts'
import { firstLoadChunkGroups } from './vite/firstLoadChunks.ts'
import { firstLoadPreloads } from './vite/firstLoadPreloads.ts'
import { firstPaintFirst } from './vite/firstPaintFirst.ts'
import { inlineChunkCss } from './vite/inlineChunkCss.ts'
import { popoverPolyfillOnDemand } from './vite/popoverPolyfillOnDemand.ts'
import { precompressedAssets } from './vite/precompressedAssets.ts'
import { sampleImages } from './vite/sampleImages.ts'
import { splitLocales } from './vite/splitLocales.ts'
import { unusedThemeBlocks } from './vite/unusedThemeBlocks.ts'

// One id per build (or dev-server start), shared by the page and its back-end worker: a page
// waits for a worker of its own build, and a new build's worker makes older pages reload.
process.env.VITE_BACKEND_VERSION ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** Puts the logo, favicon and loading-screen styles into index.html from their single sources. */
function brandedIndexHtml(): Plugin {
  return {
    name: 'cea-branded-index-html',
    // 'pre': before Vite extracts the inline <style>, so the placeholder is still there.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const favicon = `data:image/svg+xml,${encodeURIComponent(logoSvgMarkup(32, true))}`
        return html
          .replace(
            '<!-- cea:favicon -->',
            `<link rel="icon" type="image/svg+xml" href="${favicon}" />`,
          )
          .replace('<!-- cea:logo -->', logoSvgMarkup(56))
          .replace('/* cea:loading-screen-css */', loadingScreenCss)
      },
    },
  }
}

/** The pages a visit most often opens on: the admin's and the client's homes, the sign-in, two apps. */
const firstLoadPages = [
  {
    path: '/',
    modules: ['src/app/layouts/MainLayout.tsx', 'src/app/routing/HomeRoute.tsx'],
    sessionKey: sessionStorageKeys.accessToken,
  },
  {
    path: '/access-control',
    modules: [
      'src/app/layouts/MainLayout.tsx',
      'src/screens/access-control/AccessControlScreen.tsx',
    ],
    sessionKey: sessionStorageKeys.accessToken,
  },
  {
    path: '/login',
    modules: ['src/app/layouts/BlankLayout.tsx', 'src/screens/auth/AppLoginScreen.tsx'],
  },
  // The apps a link or a bookmark most often opens directly.
  {
    path: '/apps/email',
    modules: ['src/app/layouts/MainLayout.tsx', 'src/screens/email/EmailScreen.tsx'],
    sessionKey: sessionStorageKeys.accessToken,
  },
  {
    path: '/apps/user/list',
    modules: ['src/app/layouts/MainLayout.tsx', 'src/screens/users/UsersListScreen.tsx'],
    sessionKey: sessionStorageKeys.accessToken,
  },
]

/** The signed-in shell's modules, in chunks cut by whether the pages outside it use them too. */
const shellChunks = { name: 'shell', modules: ['src/app/layouts/MainLayout.tsx'] }
const signInPage = {
  name: 'sign-in',
  modules: ['src/app/layouts/BlankLayout.tsx', 'src/screens/auth/AppLoginScreen.tsx'],
}
/** The other pages without the shell (sign-up, password, error pages): they never load it. */
const screensIn = (folder: string) =>
  readdirSync(resolve(import.meta.dirname, folder))
    .filter((file) => file.endsWith('Screen.tsx'))
    .map((file) => `${folder}/${file}`)
const blankPages = {
  name: 'blank',
  modules: [
    ...screensIn('src/screens/auth'),
    ...screensIn('src/screens/misc'),
    'src/app/routing/NotAuthorizedRoute.tsx',
  ],
}

export default defineConfig({
  plugins: [
    react(),
    brandedIndexHtml(),
    sampleImages(),
    backendWorker(),
    firstLoadPreloads(firstLoadPages),
    deferredStylesheets(),
    // After the two above: it moves the tags they write into a script run after the first paint.
    firstPaintFirst(),
    inlineChunkCss(),
    unusedThemeBlocks(),
    popoverPolyfillOnDemand(),
    // A brotli and a gzip copy of each text file, for hosts that serve them; `vite preview` does.
    precompressedAssets(),
    // The pages a visit most often opens on load only the texts their code names (vite/splitLocales.ts).
    splitLocales({
      shared: ['src/app/main.tsx'],
      pages: firstLoadPages.map(({ path, modules }) => ({ path, modules })),
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    // Each chunk brings its own styles: the entry's sheets (tokens, the shell) are preloaded by
    // index.html and applied before the first screen (deferredStylesheets); a route's come with
    // its chunk. One sheet for the whole app (62 KB gzip) held the first paint of every page.
    cssCodeSplit: true,
    // No preload helper: with per-chunk CSS gone, all it did was append a <link rel=modulepreload>
    // per dependency of each lazy route when the router starts, about 37 ms of appendChild in the
    // first task on a phone-class CPU (Chromium trace, 4x slowdown: that task went 279 → 71 ms).
    // index.html preloads the chunks of the pages a visit opens on instead (firstLoadPreloads);
    // elsewhere the browser fetches a route's chunks as it reads their imports.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Octicons that three or more chunks use share one chunk (50 KB, was 131 KB with every
          // icon, on every page); the others travel with the chunks that use them (login: 217 →
          // 206 KB gzip JS). Split by importer alone they made some 25 tiny chunks on the
          // dashboard's first load.
          groups: [
            // The shell's modules in a few chunks, by the pages that use them (vite/firstLoadChunks.ts).
            ...firstLoadChunkGroups(import.meta.dirname, 'src/app/main.tsx', shellChunks, [
              signInPage,
              blankPages,
            ]),
            {
              name: 'icons',
              test: /node_modules[\\/]@primer[\\/]octicons-react[\\/]/,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
  // The chart worker (src/components/charts/chartWorker.ts) as an ES module: it imports vega
  // after setting up text measurement, a dynamic import that a classic worker script cannot split.
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/machines/**/*.test.ts',
            'tests/mocks/**/*.test.ts',
            'tests/api/**/*.test.ts',
          ],
          server: { deps: { inline: [/@primer\/react/] } },
          // Test files share their worker's loaded modules instead of importing them again each
          // (75 s → 18 s for 1,020 tests); every file starts its own store and MSW server, and
          // restores what it stubs. Checked with the files in shuffled order.
          isolate: false,
        },
      },
      {
        // The handler contract suite again, every handler answering from the SQL repository on
        // an in-memory PGlite (tests/support/sqlContract.ts). Files that test the in-browser
        // store itself (IndexedDB, its rows and its change listeners) stay in `unit` only.
        extends: true,
        test: {
          name: 'contract-pglite',
          environment: 'node',
          include: ['tests/mocks/**/*.test.ts'],
          exclude: [
            'tests/mocks/listQuery.test.ts',
            'tests/mocks/persistence.test.ts',
            'tests/mocks/honestSaves.test.ts',
            'tests/mocks/honestSavesAreas.test.ts',
            'tests/mocks/profileHonestSaves.test.ts',
            'tests/mocks/storeRows.test.ts',
            'tests/mocks/properties.test.ts',
          ],
          env: { CONTRACT_BACKEND: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Two server processes on one Postgres: run by `npm run test:postgres`, which starts a
        // private Postgres and passes DATABASE_URL.
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['tests/postgres/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // The server under load (scripts/bench-server.mjs, part of `npm run bench`).
        extends: true,
        test: {
          name: 'server-bench',
          environment: 'node',
          include: ['tests/server-bench/**/*.bench.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Run only by `npm run bench`.
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          include: ['tests/bench/**/*.bench.test.ts'],
          testTimeout: 120_000,
        },
      },
      // Every story in Chromium (`npm run test:stories`); its own config, so neither `vite build`
      // nor the unit tests load Storybook.
      './vitest.stories.config.ts',
    ],
  },
})
