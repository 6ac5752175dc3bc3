import type { ComponentType } from 'react'

// The kit's components in the /components index, one entry per component with a docs page in
// Storybook. The docs pages' stories and this list must agree: tests/unit/componentsIndex.test.ts
// fails on an entry whose component or story title does not exist.

export interface CatalogEntry {
  /** The component's export name. */
  name: string
  /** Its folder under src/components/. */
  folder: string
  /** The title of its story file; Storybook derives the docs page's id from it. */
  storyTitle: string
  /** i18n key of what it is for. */
  descriptionKey: string
  /** Loads its live sample (a chunk of its own, fetched when the card nears the viewport). */
  sample: () => Promise<ComponentType>
}

const brandSamples = () => import('./samples/brandSamples')
const navbarSamples = () => import('./samples/navbarSamples')

export const componentCatalog: readonly CatalogEntry[] = [
  {
    name: 'Brand',
    folder: 'brand',
    storyTitle: 'Components/Brand',
    descriptionKey: 'componentsIndex.purpose.brand',
    sample: async () => (await brandSamples()).BrandSample,
  },
  {
    name: 'LoadingScreen',
    folder: 'loading-screen',
    storyTitle: 'Components/LoadingScreen',
    descriptionKey: 'componentsIndex.purpose.loadingScreen',
    sample: async () => (await brandSamples()).LoadingScreenSample,
  },
  {
    name: 'Dialog',
    folder: 'dialog',
    storyTitle: 'Components/Dialog',
    descriptionKey: 'componentsIndex.purpose.dialog',
    sample: async () => (await import('./samples/DialogSample')).DialogSample,
  },
  {
    name: 'ChatUnreadLink',
    folder: 'navbar',
    storyTitle: 'Components/Navbar/ChatUnreadLink',
    descriptionKey: 'componentsIndex.purpose.chatUnreadLink',
    sample: async () => (await navbarSamples()).ChatUnreadLinkSample,
  },
  {
    name: 'LanguageMenu',
    folder: 'navbar',
    storyTitle: 'Components/Navbar/LanguageMenu',
    descriptionKey: 'componentsIndex.purpose.languageMenu',
    sample: async () => (await navbarSamples()).LanguageMenuSample,
  },
  {
    name: 'SkinToggle',
    folder: 'navbar',
    storyTitle: 'Components/Navbar/SkinToggle',
    descriptionKey: 'componentsIndex.purpose.skinToggle',
    sample: async () => (await navbarSamples()).SkinToggleSample,
  },
  {
    name: 'RichTextEditor',
    folder: 'rich-text-editor',
    storyTitle: 'Components/RichTextEditor',
    descriptionKey: 'componentsIndex.purpose.richTextEditor',
    sample: async () => (await import('./samples/RichTextEditorSample')).RichTextEditorSample,
  },
]

/** Storybook's id of a title, as it derives it: lower case, every run of other characters a dash. */
export function storyIdOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The docs page's id: `components-navbar-skintoggle--docs`. */
export const docsIdOf = (entry: Pick<CatalogEntry, 'storyTitle'>) =>
  `${storyIdOf(entry.storyTitle)}--docs`

/** Where Storybook is served (built apart: `npm run build-storybook`); VITE_STORYBOOK_URL moves it. */
export const storybookBaseUrl: string = import.meta.env.VITE_STORYBOOK_URL ?? '/storybook/'

/** The link to an entry's docs page in Storybook's manager. */
export const docsUrlOf = (entry: Pick<CatalogEntry, 'storyTitle'>, base = storybookBaseUrl) =>
  `${base.endsWith('/') ? base : `${base}/`}?path=/docs/${docsIdOf(entry)}`
