import type { ComponentType } from 'react'

// The kit's components in the /components index, one entry per component with a docs page in
// Storybook. The docs pages' stories and this list must agree: tests/unit/componentsIndex.test.ts
// fails on an entry whose component or story title does not exist.

export interface CatalogEntry {
  /** The component's export name. */
  name: string
  /** Its folder under src/components/. */
  folder: string
  /** The title of its docs page's story file; Storybook derives the docs page's id from it. */
  storyTitle: string
  /** i18n key of what it is for: `componentsIndex.purpose.<name in lower camel case>`. */
  descriptionKey: string
  /**
   * Loads its live sample (a chunk of its own, fetched when the card nears the viewport).
   * Without one the card shows a static preview and points to the docs page's live examples.
   */
  sample?: () => Promise<ComponentType>
}

const brandSamples = () => import('./samples/brandSamples')
const navbarSamples = () => import('./samples/navbarSamples')
const smallSamples = () => import('./samples/smallSamples')
const formSamples = () => import('./samples/formSamples')
const listSamples = () => import('./samples/listSamples')

const lowerCamel = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`

/** An entry; its purpose's key comes from its name. */
const listed = (
  name: string,
  folder: string,
  storyTitle: string,
  sample?: () => Promise<ComponentType>,
): CatalogEntry => ({
  name,
  folder,
  storyTitle,
  descriptionKey: `componentsIndex.purpose.${lowerCamel(name)}`,
  ...(sample ? { sample } : {}),
})

// One line per component (its purpose goes under componentsIndex.purpose in the five locales).
// The editor's sample (Tiptap, ~130 KB gzip) comes last, so it loads only when one scrolls to it
// (or searches for it), never with the page. Components without a sample need data, a back end
// or a heavy library (vega, Tiptap in a drawer, the virtual grids) to show anything: their docs
// pages hold their live examples.
export const componentCatalog: readonly CatalogEntry[] = [
  listed('Brand', 'brand', 'Components/Brand', async () => (await brandSamples()).BrandSample),
  listed(
    'LoadingScreen',
    'loading-screen',
    'Components/LoadingScreen',
    async () => (await brandSamples()).LoadingScreenSample,
  ),
  listed(
    'Dialog',
    'dialog',
    'Components/Dialog',
    async () => (await import('./samples/DialogSample')).DialogSample,
  ),
  listed(
    'ChatUnreadLink',
    'navbar',
    'Components/Navbar/ChatUnreadLink',
    async () => (await navbarSamples()).ChatUnreadLinkSample,
  ),
  listed(
    'LanguageMenu',
    'navbar',
    'Components/Navbar/LanguageMenu',
    async () => (await navbarSamples()).LanguageMenuSample,
  ),
  listed(
    'SkinToggle',
    'navbar',
    'Components/Navbar/SkinToggle',
    async () => (await navbarSamples()).SkinToggleSample,
  ),
  listed('Toast', 'toast', 'Components/Toast', async () => (await smallSamples()).ToastSample),
  listed(
    'HighlightedText',
    'highlight',
    'Components/HighlightedText',
    async () => (await smallSamples()).HighlightedTextSample,
  ),
  listed(
    'UserAvatar',
    'navbar',
    'Components/Navbar/UserAvatar',
    async () => (await smallSamples()).UserAvatarSample,
  ),
  listed(
    'SearchButton',
    'navbar',
    'Components/Navbar/SearchButton',
    async () => (await smallSamples()).SearchButtonSample,
  ),
  listed('PasswordChangeForm', 'account-security', 'Components/PasswordChangeForm'),
  listed('TwoStepCard', 'account-security', 'Components/TwoStepCard'),
  listed('SupportTrackerCard', 'cards', 'Components/Cards/Analytics'),
  listed('AvgSessionsCard', 'cards', 'Components/Cards/Analytics'),
  listed('RevenueReportCard', 'cards', 'Components/Cards/Analytics'),
  listed('GoalOverviewCard', 'cards', 'Components/Cards/Analytics'),
  listed('RevenueCard', 'cards', 'Components/Cards/Analytics'),
  listed('CongratulationsCard', 'cards', 'Components/Cards/Greetings'),
  listed('MedalCard', 'cards', 'Components/Cards/Greetings'),
  listed('RecentInvoicesCard', 'cards', 'Components/Cards/Invoices'),
  listed('TransactionsCard', 'cards', 'Components/Cards/Invoices'),
  listed('ProductOrdersCard', 'cards', 'Components/Cards/Shares'),
  listed('SessionsDeviceCard', 'cards', 'Components/Cards/Shares'),
  listed('CustomersCard', 'cards', 'Components/Cards/Shares'),
  listed('StatisticCard', 'cards', 'Components/Cards/Statistic'),
  listed(
    'LabelledChoice',
    'choice',
    'Components/LabelledChoice',
    async () => (await formSamples()).LabelledChoiceSample,
  ),
  listed(
    'MaskedInput',
    'masked-input',
    'Components/MaskedInput',
    async () => (await formSamples()).MaskedInputSample,
  ),
  listed('Autocomplete', 'autocomplete', 'Components/Autocomplete'),
  listed('FileDropZone', 'file-drop', 'Components/FileDropZone'),
  listed('ToastProvider', 'toast', 'Components/ToastProvider'),
  listed('Chart', 'charts', 'Components/Chart'),
  listed('Customizer', 'customizer', 'Components/Customizer'),
  listed('DataGrid', 'data-grid', 'Components/DataGrid'),
  listed('EditorDrawer', 'dialog', 'Components/EditorDrawer'),
  listed('FormDrawer', 'dialog', 'Components/FormDrawer'),
  listed(
    'FormField',
    'form-field',
    'Components/FormField',
    async () => (await formSamples()).FormFieldSample,
  ),
  listed('ListCardGrid', 'list-grid', 'Components/ListCardGrid'),
  listed(
    'ListMessage',
    'list-table',
    'Components/ListTable/ListMessage',
    async () => (await listSamples()).ListMessageSample,
  ),
  listed('ListTable', 'list-table', 'Components/ListTable'),
  listed(
    'ListTablePages',
    'list-table',
    'Components/ListTable/ListTablePages',
    async () => (await listSamples()).ListTablePagesSample,
  ),
  listed(
    'RowActions',
    'list-table',
    'Components/ListTable/RowActions',
    async () => (await listSamples()).RowActionsSample,
  ),
  listed('ListVirtualTable', 'list-virtual', 'Components/ListVirtualTable'),
  listed('BookmarksBar', 'navbar', 'Components/Navbar/BookmarksBar'),
  listed('CartDropdown', 'navbar', 'Components/Navbar/CartDropdown'),
  listed(
    'CountedIconButton',
    'navbar',
    'Components/Navbar/CountedIconButton',
    async () => (await smallSamples()).CountedIconButtonSample,
  ),
  listed('NavbarRowButton', 'navbar', 'Components/Navbar/NavbarRowButton'),
  listed('NotificationsDropdown', 'navbar', 'Components/Navbar/NotificationsDropdown'),
  listed('SearchDialog', 'navbar', 'Components/Navbar/SearchDialog'),
  listed('UserMenu', 'navbar', 'Components/Navbar/UserMenu'),
  listed(
    'PasswordRules',
    'password-rules',
    'Components/PasswordRules',
    async () => (await formSamples()).PasswordRulesSample,
  ),
  listed('SafeHtml', 'safe-html', 'Components/SafeHtml'),
  listed('SkinThemeProvider', 'skin-theme', 'Components/SkinThemeProvider'),
  listed('TabLinks', 'tab-links', 'Components/TabLinks'),
  listed(
    'RichTextEditor',
    'rich-text-editor',
    'Components/RichTextEditor',
    async () => (await import('./samples/RichTextEditorSample')).RichTextEditorSample,
  ),
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
