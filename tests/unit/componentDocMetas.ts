import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { partsOnParentPages } from './componentDocParts'

// The components under src/components and the docs pages (autodocs story metas) that document
// them, read from the tree when a test runs. tests/unit/componentDocs.test.ts and
// tests/unit/componentsIndex.test.ts share it.

export const root = resolve(__dirname, '../..')
const componentsDir = join(root, 'src/components')
const storiesDir = join(root, 'stories')

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
export const isComponentName = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name)

/** A component's key: its file (from the repository's root) and its exported name. */
const keyOf = (file: string, name: string) => `${relative(root, file)}#${name}`

/** An exported component: its key, and whether its declaration has a TSDoc comment. */
export interface ExportedComponent {
  key: string
  hasTsDoc: boolean
}

const hasTsDoc = (statement: ts.Statement) => ts.getJSDocCommentsAndTags(statement).length > 0

/** Every exported PascalCase function or const of the .tsx files under src/components. */
export function exportedComponents(): ExportedComponent[] {
  return filesUnder(componentsDir, '.tsx').flatMap((file) =>
    parse(file).statements.flatMap((statement) => {
      if (!isExported(statement)) return []
      const names =
        ts.isFunctionDeclaration(statement) && statement.name
          ? [statement.name.text]
          : ts.isVariableStatement(statement)
            ? statement.declarationList.declarations
                .map((declaration) => declaration.name)
                .filter(ts.isIdentifier)
                .map((name) => name.text)
            : []
      return names
        .filter(isComponentName)
        .map((name) => ({ key: keyOf(file, name), hasTsDoc: hasTsDoc(statement) }))
    }),
  )
}

/** What a stories file's default export (its meta) says about its component. */
export interface DocsMeta {
  file: string
  /** The meta's title; Storybook derives the docs page's id from it. */
  title: string | undefined
  /** The components whose docs page this is (see `documents`). */
  documents: string[]
  subcomponents: string[]
  autodocs: boolean
  described: boolean
}

const unwrap = (expression: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(expression) ||
  ts.isAsExpression(expression) ||
  ts.isParenthesizedExpression(expression)
    ? unwrap(expression.expression)
    : expression

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (!member.name || !ts.isIdentifier(member.name) || member.name.text !== name) continue
    if (ts.isPropertyAssignment(member)) return unwrap(member.initializer)
    if (ts.isShorthandPropertyAssignment(member)) return member.name
  }
  return undefined
}

function objectAt(object: ts.ObjectLiteralExpression, path: readonly string[]) {
  let found: ts.Expression | undefined = object
  for (const name of path)
    found = found && ts.isObjectLiteralExpression(found) ? property(found, name) : undefined
  return found
}

/** The meta object: `export default { … }`, or `export default meta` of `const meta = { … }`. */
function metaObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const exported = source.statements.find(ts.isExportAssignment)
  if (!exported) return undefined
  const value = unwrap(exported.expression)
  if (ts.isObjectLiteralExpression(value)) return value
  if (!ts.isIdentifier(value)) return undefined
  for (const statement of source.statements.filter(ts.isVariableStatement))
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === value.text) {
        const initializer = declaration.initializer && unwrap(declaration.initializer)
        if (initializer && ts.isObjectLiteralExpression(initializer)) return initializer
      }
  return undefined
}

/** Where each imported name of a stories file comes from (a file path; `.tsx` assumed). */
function importedNames(file: string, source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>()
  for (const statement of source.statements.filter(ts.isImportDeclaration)) {
    const specifier = statement.moduleSpecifier
    const bindings = statement.importClause?.namedBindings
    if (!ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue
    if (!bindings || !ts.isNamedImports(bindings)) continue
    const from = specifier.text
    for (const element of bindings.elements)
      names.set(element.name.text, `${resolve(dirname(file), from)}.tsx`)
  }
  return names
}

function docsMetaOf(file: string): DocsMeta | undefined {
  const source = parse(file)
  const meta = metaObject(source)
  if (!meta) return undefined
  const imports = importedNames(file, source)
  const componentKey = (expression: ts.Expression | undefined) => {
    if (!expression || !ts.isIdentifier(expression)) return undefined
    const from = imports.get(expression.text)
    return from ? keyOf(from, expression.text) : undefined
  }
  const tags = property(meta, 'tags')
  const subcomponents = property(meta, 'subcomponents')
  const description = objectAt(meta, ['parameters', 'docs', 'description', 'component'])
  const component = componentKey(property(meta, 'component'))
  const subcomponentKeys =
    subcomponents && ts.isObjectLiteralExpression(subcomponents)
      ? subcomponents.properties
          .map((member) =>
            ts.isPropertyAssignment(member) || ts.isShorthandPropertyAssignment(member)
              ? componentKey(
                  ts.isPropertyAssignment(member) ? unwrap(member.initializer) : member.name,
                )
              : undefined,
          )
          .filter((key) => key !== undefined)
      : []
  const title = property(meta, 'title')
  return {
    file: relative(root, file),
    title: title && ts.isStringLiteral(title) ? title.text : undefined,
    // A meta whose component is a story's own wrapper (it fills in sample data and labels, and
    // its args are the story's controls) documents the wrapped components, its subcomponents.
    documents: component?.startsWith('src/') ? [component] : subcomponentKeys,
    subcomponents: subcomponentKeys,
    autodocs:
      !!tags &&
      ts.isArrayLiteralExpression(tags) &&
      tags.elements.some((tag) => ts.isStringLiteral(tag) && tag.text === 'autodocs'),
    described: !!description && description.getText().length > 2,
  }
}

export const exported = exportedComponents()
export const components = exported.map((component) => component.key)
export const withTsDoc = new Set(
  exported.filter((component) => component.hasTsDoc).map((component) => component.key),
)
export const docsMetas = filesUnder(storiesDir, '.stories.tsx')
  .map(docsMetaOf)
  .filter((meta) => meta !== undefined)
  .filter((meta) => meta.autodocs)
export const parts = new Map<string, string>(
  partsOnParentPages.flatMap(({ parent, parts: named }) =>
    named.map((part): [string, string] => [`src/components/${part}`, `src/components/${parent}`]),
  ),
)
