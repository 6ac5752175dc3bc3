import type { ComponentType } from 'react'
import { catalogSamples } from './catalogSamples'

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
  /** Loads its live sample (a chunk of its own, fetched when the card nears the viewport). */
  sample: () => Promise<ComponentType>
}

const lowerCamel = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`

/** An entry; its purpose's key and its sample (catalogSamples.ts) come from its name. */
const listed = (name: string, folder: string, storyTitle: string): CatalogEntry => {
  const sample = catalogSamples[name]
  // A component listed without a sample is the catalogue's mistake, named at once.
  if (!sample) throw new Error(`The components index lists ${name} without a live sample`)
  return {
    name,
    folder,
    storyTitle,
    descriptionKey: `componentsIndex.purpose.${lowerCamel(name)}`,
    sample,
  }
}

// One line per component (its purpose goes under componentsIndex.purpose in the five locales;
// its live sample in catalogSamples.ts: every component has one, a unit test checks). The
// editor's sample (Tiptap, ~130 KB gzip) comes last, so it loads only when one scrolls to it (or
// searches for it), never with the page.
export const componentCatalog: readonly CatalogEntry[] = [
  listed('Brand', 'brand', 'Components/Brand'),
  listed('LoadingScreen', 'loading-screen', 'Components/LoadingScreen'),
  listed('Dialog', 'dialog', 'Components/Dialog'),
  listed('ChatUnreadLink', 'navbar', 'Components/Navbar/ChatUnreadLink'),
  listed('LanguageMenu', 'navbar', 'Components/Navbar/LanguageMenu'),
  listed('SkinToggle', 'navbar', 'Components/Navbar/SkinToggle'),
  listed('Toast', 'toast', 'Components/Toast'),
  listed('HighlightedText', 'highlight', 'Components/HighlightedText'),
  listed('UserAvatar', 'navbar', 'Components/Navbar/UserAvatar'),
  listed('SearchButton', 'navbar', 'Components/Navbar/SearchButton'),
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
  listed('LabelledChoice', 'choice', 'Components/LabelledChoice'),
  listed('MaskedInput', 'masked-input', 'Components/MaskedInput'),
  listed('Autocomplete', 'autocomplete', 'Components/Autocomplete'),
  listed('FileDropZone', 'file-drop', 'Components/FileDropZone'),
  listed('ToastProvider', 'toast', 'Components/ToastProvider'),
  listed('Chart', 'charts', 'Components/Chart'),
  listed('Customizer', 'customizer', 'Components/Customizer'),
  listed('DataGrid', 'data-grid', 'Components/DataGrid'),
  listed('EditorDrawer', 'dialog', 'Components/EditorDrawer'),
  listed('FormDrawer', 'dialog', 'Components/FormDrawer'),
  listed('FormField', 'form-field', 'Components/FormField'),
  listed('ListCardGrid', 'list-grid', 'Components/ListCardGrid'),
  listed('ListMessage', 'list-table', 'Components/ListTable/ListMessage'),
  listed('ListTable', 'list-table', 'Components/ListTable'),
  listed('ListTablePages', 'list-table', 'Components/ListTable/ListTablePages'),
  listed('RowActions', 'list-table', 'Components/ListTable/RowActions'),
  listed('ListVirtualTable', 'list-virtual', 'Components/ListVirtualTable'),
  listed('BookmarksBar', 'navbar', 'Components/Navbar/BookmarksBar'),
  listed('CartDropdown', 'navbar', 'Components/Navbar/CartDropdown'),
  listed('CountedIconButton', 'navbar', 'Components/Navbar/CountedIconButton'),
  listed('NavbarRowButton', 'navbar', 'Components/Navbar/NavbarRowButton'),
  listed('NotificationsDropdown', 'navbar', 'Components/Navbar/NotificationsDropdown'),
  listed('SearchDialog', 'navbar', 'Components/Navbar/SearchDialog'),
  listed('UserMenu', 'navbar', 'Components/Navbar/UserMenu'),
  listed('PasswordRules', 'password-rules', 'Components/PasswordRules'),
  listed('SafeHtml', 'safe-html', 'Components/SafeHtml'),
  listed('ScrollableRegion', 'scrollable-region', 'Components/ScrollableRegion'),
  listed('SkinThemeProvider', 'skin-theme', 'Components/SkinThemeProvider'),
  listed('TabLinks', 'tab-links', 'Components/TabLinks'),
  listed('RichTextEditor', 'rich-text-editor', 'Components/RichTextEditor'),
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
