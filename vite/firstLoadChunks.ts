import { resolve } from 'node:path'
import type { Rolldown } from 'vite'
import { type ModuleGraph, neededImports } from './barrelImports.ts'

/** Lazy modules a first visit often loads, named for the chunks cut along what they import. */
export interface FirstLoadRoot {
  /** Its part of a chunk's name (a chunk shared by two is `<a>-<b>-<hash>.js`). */
  name: string
  /** Source files (from the project root) whose static imports it stands for. */
  modules: string[]
}

/**
 * A module and the modules it imports statically, however deep, packages included: an import of
 * a package's index (Primer's names every component) counts as the modules that define the names
 * imported from it, so a chunk takes only the components its modules use.
 */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const found = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const id = queue.pop()
    if (id === undefined || found.has(id)) continue
    found.add(id)
    queue.push(...neededImports(graph, id))
  }
  return found
}

/**
 * A code-splitting group for the shell's modules (what its layout imports statically, Primer's
 * components and icons included, less the entry's own), cut by which of the other pages use
 * them: the modules only the shell uses make one chunk, those it shares with the sign-in page
 * or the other pages outside the shell one chunk for each set of users. Left to the automatic
 * split, which cuts by every lazy route that uses a module, they made some 45 chunks, many under
 * 1 KB gzip, each a request before the first screen (a round trip on a phone's six connections).
 * Every signed-in page loads the shell, so none loads more than before; a page outside the shell
 * loads only the parts it shares. The pages' own modules stay with the automatic split: a chunk
 * cut for one page is loaded whole by every other page that uses one of its modules (tried:
 * /apps/todo +57 KB gzip; one chunk for each first-load route put 16 routes over budget).
 */
export function firstLoadChunkGroups(
  projectRoot: string,
  entry: string,
  shell: FirstLoadRoot,
  pages: FirstLoadRoot[],
): Rolldown.CodeSplittingGroup[] {
  let chunkNames: Map<string, string> | undefined
  const closureOf = (graph: ModuleGraph, root: FirstLoadRoot) =>
    new Set(
      root.modules.flatMap((module) => [...staticClosure(graph, resolve(projectRoot, module))]),
    )
  /** Each shell module's chunk name, worked out once from the graph. */
  const chunkNameOf = (graph: ModuleGraph): Map<string, string> => {
    if (chunkNames) return chunkNames
    const entryModules = staticClosure(graph, resolve(projectRoot, entry))
    const pageModules = pages.map((page) => ({ name: page.name, modules: closureOf(graph, page) }))
    chunkNames = new Map()
    for (const id of closureOf(graph, shell)) {
      if (entryModules.has(id)) continue
      const users = pageModules.filter((page) => page.modules.has(id)).map((page) => page.name)
      chunkNames.set(id, [shell.name, ...users].join('-'))
    }
    return chunkNames
  }
  return [
    {
      name: (moduleId, graph) => chunkNameOf(graph).get(moduleId) ?? null,
      debugName: 'first-load shell',
      // Above the icons' group: an icon only the shell uses travels with the shell.
      priority: 10,
      // A module's imports are used by the same pages or more: they are in this chunk, in a
      // chunk this one imports, or in the entry's, which stays as it is (rolldown would otherwise
      // move the entry's React and Primer into the first chunk that uses them).
      includeDependenciesRecursively: false,
    },
  ]
}
