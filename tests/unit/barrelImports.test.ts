import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  barrelExports,
  isBarrel,
  type ModuleGraph,
  namesImportedFrom,
  neededImports,
  packageOf,
} from '../../vite/barrelImports'

const kit = '/app/node_modules/@kit/ui/dist'
const barrelCode = [
  '"use client";',
  'import theme from "./theme.js";',
  'import Box_default, { BoxInner } from "./Box/Box.js";',
  'import { Dialog as DialogImpl } from "./Dialog/Dialog.js";',
  'export { Toast } from "./Toast/Toast.js";',
  'export { theme, Box_default as Box, BoxInner, DialogImpl as Dialog };',
].join('\n')

describe('imports of a package index count as the modules they name (vite/barrelImports.ts)', () => {
  it('reads an index that only imports and re-exports as a barrel, and maps each export to its file', () => {
    expect(isBarrel(barrelCode)).toBe(true)
    expect(isBarrel(`${barrelCode}\nconsole.log(theme);`)).toBe(false)
    expect(Object.fromEntries(barrelExports(`${kit}/index.js`, barrelCode))).toEqual({
      theme: `${kit}/theme.js`,
      Box: `${kit}/Box/Box.js`,
      BoxInner: `${kit}/Box/Box.js`,
      Dialog: `${kit}/Dialog/Dialog.js`,
      Toast: `${kit}/Toast/Toast.js`,
    })
  })

  it('follows only the named imports through a barrel, and every import elsewhere', () => {
    const modules: Record<string, { code: string; importedIds: string[] }> = {
      '/app/src/Shell.tsx': {
        code: 'import { Dialog, Toast as Note } from "@kit/ui";\nimport { helper } from "./helper";',
        importedIds: [`${kit}/index.js`, '/app/src/helper.ts'],
      },
      [`${kit}/index.js`]: {
        code: barrelCode,
        importedIds: ['theme.js', 'Box/Box.js', 'Dialog/Dialog.js', 'Toast/Toast.js'].map((file) =>
          resolve(kit, file),
        ),
      },
    }
    const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null }
    expect(neededImports(graph, '/app/src/Shell.tsx')).toEqual([
      `${kit}/Dialog/Dialog.js`,
      `${kit}/Toast/Toast.js`,
      '/app/src/helper.ts',
    ])
    expect(namesImportedFrom('import a, { b } from "@kit/ui/next"', '@kit/ui')).toEqual([
      'default',
      'b',
    ])
    expect(packageOf(`${kit}/index.js`)).toBe('@kit/ui')
    expect(packageOf('/app/src/Shell.tsx')).toBeUndefined()
  })

  it('reads Primer React’s index as a barrel (a Primer upgrade that changes its form shows here)', () => {
    const file = resolve('node_modules/@primer/react/dist/index.js')
    const code = readFileSync(file, 'utf8')
    expect(isBarrel(code)).toBe(true)
    const exports = barrelExports(file, code)
    expect(exports.get('Dialog')).toBe(resolve('node_modules/@primer/react/dist/Dialog/Dialog.js'))
    expect(exports.get('Button')).toBe(resolve('node_modules/@primer/react/dist/Button/Button.js'))
  })
})
