import type { ComponentType } from 'react'

// Each catalogue entry's live sample, by the component's name: a loader of a chunk of its own
// (a family's samples share one), fetched when its card nears the viewport. A heavy library
// (Tiptap, vega's chart worker) loads only with its own card's chunk, never with the route.

const brandSamples = () => import('./samples/brandSamples')
const navbarSamples = () => import('./samples/navbarSamples')
const smallSamples = () => import('./samples/smallSamples')
const formSamples = () => import('./samples/formSamples')
const listSamples = () => import('./samples/listSamples')
const accountSamples = () => import('./samples/accountSamples')
const pageSamples = () => import('./samples/pageSamples')
const navbarPanelSamples = () => import('./samples/navbarPanelSamples')
const greetingSamples = () => import('./samples/greetingSamples')
const inputSamples = () => import('./samples/inputSamples')
const providerSamples = () => import('./samples/providerSamples')
const listViewSamples = () => import('./samples/listViewSamples')
const invoiceSamples = () => import('./samples/invoiceSamples')
const drawerSamples = () => import('./samples/drawerSamples')
const analyticsCardSamples = () => import('./samples/analyticsCardSamples')
const shareCardSamples = () => import('./samples/shareCardSamples')

export const catalogSamples: Readonly<Partial<Record<string, () => Promise<ComponentType>>>> = {
  Brand: async () => (await brandSamples()).BrandSample,
  LoadingScreen: async () => (await brandSamples()).LoadingScreenSample,
  Dialog: async () => (await import('./samples/DialogSample')).DialogSample,
  ChatUnreadLink: async () => (await navbarSamples()).ChatUnreadLinkSample,
  LanguageMenu: async () => (await navbarSamples()).LanguageMenuSample,
  SkinToggle: async () => (await navbarSamples()).SkinToggleSample,
  Toast: async () => (await smallSamples()).ToastSample,
  HighlightedText: async () => (await smallSamples()).HighlightedTextSample,
  ScrollableRegion: async () => (await smallSamples()).ScrollableRegionSample,
  UserAvatar: async () => (await smallSamples()).UserAvatarSample,
  SearchButton: async () => (await smallSamples()).SearchButtonSample,
  PasswordChangeForm: async () => (await accountSamples()).PasswordChangeFormSample,
  TwoStepCard: async () => (await accountSamples()).TwoStepCardSample,
  CongratulationsCard: async () => (await greetingSamples()).CongratulationsCardSample,
  MedalCard: async () => (await greetingSamples()).MedalCardSample,
  StatisticCard: async () => (await import('./samples/StatisticCardSample')).StatisticCardSample,
  Chart: async () => (await import('./samples/ChartSample')).ChartSample,
  LabelledChoice: async () => (await formSamples()).LabelledChoiceSample,
  MaskedInput: async () => (await formSamples()).MaskedInputSample,
  Autocomplete: async () => (await inputSamples()).AutocompleteSample,
  FileDropZone: async () => (await inputSamples()).FileDropZoneSample,
  ToastProvider: async () => (await providerSamples()).ToastProviderSample,
  DataGrid: async () => (await import('./samples/DataGridSample')).DataGridSample,
  FormDrawer: async () => (await pageSamples()).FormDrawerSample,
  FormField: async () => (await formSamples()).FormFieldSample,
  ListCardGrid: async () => (await listViewSamples()).ListCardGridSample,
  ListMessage: async () => (await listSamples()).ListMessageSample,
  ListTable: async () => (await listViewSamples()).ListTableSample,
  ListTablePages: async () => (await listSamples()).ListTablePagesSample,
  RowActions: async () => (await listSamples()).RowActionsSample,
  CountedIconButton: async () => (await smallSamples()).CountedIconButtonSample,
  BookmarksBar: async () => (await navbarPanelSamples()).BookmarksBarSample,
  CartDropdown: async () => (await navbarPanelSamples()).CartDropdownSample,
  NotificationsDropdown: async () => (await navbarPanelSamples()).NotificationsDropdownSample,
  SearchDialog: async () => (await navbarPanelSamples()).SearchDialogSample,
  UserMenu: async () => (await navbarPanelSamples()).UserMenuSample,
  NavbarRowButton: async () => (await navbarSamples()).NavbarRowButtonSample,
  PasswordRules: async () => (await formSamples()).PasswordRulesSample,
  SafeHtml: async () => (await pageSamples()).SafeHtmlSample,
  SkinThemeProvider: async () => (await providerSamples()).SkinThemeProviderSample,
  TabLinks: async () => (await pageSamples()).TabLinksSample,
  SupportTrackerCard: async () => (await analyticsCardSamples()).SupportTrackerCardSample,
  AvgSessionsCard: async () => (await analyticsCardSamples()).AvgSessionsCardSample,
  RevenueReportCard: async () => (await analyticsCardSamples()).RevenueReportCardSample,
  GoalOverviewCard: async () => (await analyticsCardSamples()).GoalOverviewCardSample,
  RevenueCard: async () => (await analyticsCardSamples()).RevenueCardSample,
  ProductOrdersCard: async () => (await shareCardSamples()).ProductOrdersCardSample,
  SessionsDeviceCard: async () => (await shareCardSamples()).SessionsDeviceCardSample,
  CustomersCard: async () => (await shareCardSamples()).CustomersCardSample,
  RichTextEditor: async () => (await import('./samples/RichTextEditorSample')).RichTextEditorSample,
  RecentInvoicesCard: async () => (await invoiceSamples()).RecentInvoicesCardSample,
  TransactionsCard: async () => (await invoiceSamples()).TransactionsCardSample,
  Customizer: async () => (await drawerSamples()).CustomizerSample,
  EditorDrawer: async () => (await drawerSamples()).EditorDrawerSample,
  ListVirtualTable: async () =>
    (await import('./samples/VirtualTableSample')).ListVirtualTableSample,
}
