// `npm run server` builds the Node server with Vite (SSR mode: packages stay imports, the
// TypeScript of src/ is bundled, import.meta.env replaced) into dist-server/, then runs it.
import { defineConfig } from 'vite'

export default defineConfig({
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
  },
  logLevel: 'warn',
})
