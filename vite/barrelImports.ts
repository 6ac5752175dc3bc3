import { dirname, resolve } from 'node:path'
import type { Rolldown } from 'vite'

/** What rolldown's chunking passes to a group's `name` function: the module graph. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): Pick<Rolldown.ModuleInfo, 'importedIds' | 'code'> | null
}

const packagePattern = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/
/** `import a from "x"`, `import { b, c as d } from "x"`, `import a, { b } from "x"`. */
const importPattern = /import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}\s*)?from\s*["']([^"']+)["']/g
const reexportPattern = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const exportListPattern = /export\s*\{([^}]*)\}(?!\s*from)/g

/** The package a module belongs to (`@primer/react`), or undefined for the project's own. */
export function packageOf(id: string): string | undefined {
  return packagePattern.exec(id)?.[1]?.replaceAll('\\', '/')
}

/** `a, b as c` → [[a, a], [b, c]]: each name as imported (or declared) and as bound. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((names) => names[0])
    .map(([name = '', alias]) => [name, alias ?? name])
}

/**
 * A module that only imports and re-exports (a package's index, like Primer's, which names every
 * component): nothing runs in it, so what a chunk needs of it is what its importers name.
 */
export function isBarrel(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/["']use client["'];?/g, '')
    .replace(importPattern, '')
    .replace(reexportPattern, '')
    .replace(exportListPattern, '')
  return rest.trim().replaceAll(';', '').trim() === '' && /\bexport\b/.test(code)
}

/** A barrel's exported names, each with the module (absolute id) that defines it. */
export function barrelExports(barrelId: string, code: string): Map<string, string> {
  const folder = dirname(barrelId)
  const sourceOfLocal = new Map<string, string>()
  const exported = new Map<string, string>()
  for (const [, local, list = '', from = ''] of code.matchAll(importPattern)) {
    const file = resolve(folder, from)
    if (local) sourceOfLocal.set(local, file)
    for (const [, alias] of specifiers(list)) sourceOfLocal.set(alias, file)
  }
  for (const [, list = '', from = ''] of code.matchAll(reexportPattern))
    for (const [, alias] of specifiers(list)) exported.set(alias, resolve(folder, from))
  for (const [, list = ''] of code.matchAll(exportListPattern))
    for (const [local, name] of specifiers(list)) {
      const file = sourceOfLocal.get(local)
      if (file) exported.set(name, file)
    }
  return exported
}

/** The names a module imports (or re-exports) from a package or its subpaths. */
export function namesImportedFrom(code: string, packageName: string): string[] {
  const names: string[] = []
  const isOfPackage = (from: string) => from === packageName || from.startsWith(`${packageName}/`)
  for (const [, local, list = '', from = ''] of code.matchAll(importPattern))
    if (isOfPackage(from))
      names.push(...(local ? ['default'] : []), ...specifiers(list).map(([name]) => name))
  for (const [, list = '', from = ''] of code.matchAll(reexportPattern))
    if (isOfPackage(from)) names.push(...specifiers(list).map(([name]) => name))
  return names
}

const barrels = new Map<string, Map<string, string> | undefined>()

/** A package module's exports by file if it is a barrel (read once per module), else undefined. */
function exportsOfBarrel(graph: ModuleGraph, id: string): Map<string, string> | undefined {
  if (barrels.has(id)) return barrels.get(id)
  const info = graph.getModuleInfo(id)
  const known = new Set(info?.importedIds)
  const exports =
    info?.code && isBarrel(info.code)
      ? new Map([...barrelExports(id, info.code)].filter(([, file]) => known.has(file)))
      : undefined
  barrels.set(id, exports)
  return exports
}

/**
 * The modules a module really needs of its static imports: an import of a barrel stands for the
 * modules that define the names imported from it, not for the whole package.
 */
export function neededImports(graph: ModuleGraph, id: string): string[] {
  const info = graph.getModuleInfo(id)
  if (!info) return []
  return info.importedIds.flatMap((imported) => {
    const exports = packageOf(imported) ? exportsOfBarrel(graph, imported) : undefined
    if (!exports) return [imported]
    const wanted = namesImportedFrom(info.code ?? '', packageOf(imported) ?? '')
    return [...new Set(wanted.flatMap((name) => exports.get(name) ?? []))]
  })
}
