import {
  CalendarIcon,
  ChecklistIcon,
  CommentDiscussionIcon,
  CreditCardIcon,
  EyeIcon,
  GraphIcon,
  GearIcon,
  HeartIcon,
  HomeIcon,
  IdBadgeIcon,
  KeyAsteriskIcon,
  KeyIcon,
  LawIcon,
  MailIcon,
  PackageIcon,
  PencilIcon,
  PlusIcon,
  PeopleIcon,
  PersonIcon,
  PulseIcon,
  ShieldLockIcon,
  ListUnorderedIcon,
  LockIcon,
  ShieldCheckIcon,
  TableIcon,
  TagIcon,
  ToolsIcon,
} from '@primer/octicons-react'
import type { ReactNode } from 'react'
import { cardGalleryNavigation } from './cardGalleryNavigation'
import { componentsIndexNavigation } from './componentsIndexNavigation'
import { extensionsNavigation } from './extensionsNavigation'
import { formsNavigation } from './formsNavigation'
import { helpCentreNavigation } from './helpCentreNavigation'
import type { NavigationItem } from './navigationTypes'
import { pageLayoutNavigation } from './pageLayoutNavigation'

// Plain data and lazy imports only: the end-to-end sweep (tests/e2e) reads this table in Node.
// The route guard's subjects (`routeSubjects`, src/api/access.ts) and the navbar search's pages
// (src/fixtures/search/pages.ts) must agree with it: tests/unit/navigationTable.test.ts checks.

const authPage = (
  id: string,
  kind: 'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'two-steps',
  variant: 'basic' | 'cover',
  load: (variant: 'basic' | 'cover') => Promise<ReactNode>,
): NavigationItem => ({
  id,
  path: `/pages/${kind}-${variant}`,
  labelKey: `nav.item.${kind}-${variant}`,
  icon: KeyIcon,
  layout: 'blank',
  access: 'public',
  menuGroup: 'authentication',
  screen: () => load(variant),
})

const loginScreen = async (variant: 'basic' | 'cover') => {
  const { LoginScreen } = await import('../screens/auth/LoginScreen')
  return <LoginScreen variant={variant} />
}
const registerScreen = async (variant: 'basic' | 'cover') => {
  const { RegisterScreen } = await import('../screens/auth/RegisterScreen')
  return <RegisterScreen variant={variant} />
}
const forgotPasswordScreen = async (variant: 'basic' | 'cover') => {
  const { ForgotPasswordScreen } = await import('../screens/auth/ForgotPasswordScreen')
  return <ForgotPasswordScreen variant={variant} />
}
const resetPasswordScreen = async (variant: 'basic' | 'cover') => {
  const { ResetPasswordScreen } = await import('../screens/auth/ResetPasswordScreen')
  return <ResetPasswordScreen variant={variant} />
}
const verifyEmailScreen = async (variant: 'basic' | 'cover') => {
  const { VerifyEmailScreen } = await import('../screens/auth/VerifyEmailScreen')
  return <VerifyEmailScreen variant={variant} />
}
const twoStepsScreen = async (variant: 'basic' | 'cover') => {
  const { TwoStepsScreen } = await import('../screens/auth/TwoStepsScreen')
  return <TwoStepsScreen variant={variant} />
}

const chatScreen = async () => {
  const { ChatScreen } = await import('../screens/chat/ChatScreen')
  return <ChatScreen />
}

const productScreen = async () => {
  const { ProductScreen } = await import('../screens/ecommerce/ProductScreen')
  return <ProductScreen />
}

// Add and edit: one screen, a machine of its own for each route's id.
const invoiceEditorScreen = async () => {
  const { InvoiceEditorScreen } = await import('../screens/invoices/InvoiceEditorScreen')
  return <InvoiceEditorScreen />
}
const invoicePreviewScreen = async () => {
  const { InvoicePreviewScreen } = await import('../screens/invoices/InvoicePreviewScreen')
  return <InvoicePreviewScreen />
}

const userViewScreen = async () => {
  const { UserViewScreen } = await import('../screens/user-view/UserViewScreen')
  return <UserViewScreen />
}

export const navigation: NavigationItem[] = [
  {
    id: 'home',
    path: '/',
    labelKey: 'nav.item.home',
    icon: HomeIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Card' },
    menuGroup: 'dashboards',
    screen: async () => {
      const { HomeRoute } = await import('./routing/HomeRoute')
      return <HomeRoute />
    },
  },
  {
    // The dashboards' own strings hold its label, like its screen's text.
    id: 'analytics',
    path: '/dashboard/analytics',
    labelKey: 'dashboard.nav.analytics',
    icon: PulseIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Card' },
    menuGroup: 'dashboards',
    screen: async () => {
      const { AnalyticsDashboardScreen } = await import('../screens/dashboard/DashboardScreens')
      return <AnalyticsDashboardScreen />
    },
  },
  {
    id: 'email',
    path: '/apps/email',
    labelKey: 'nav.item.email',
    icon: MailIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Email' },
    menuGroup: 'apps',
    screen: async () => {
      const { EmailScreen } = await import('../screens/email/EmailScreen')
      return <EmailScreen />
    },
    firstRequests: async (search) =>
      (await import('../machines/email/emailActors')).startMailboxRequests(search),
  },
  {
    id: 'todo',
    path: '/apps/todo',
    labelKey: 'nav.item.todo',
    icon: ChecklistIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Todo' },
    menuGroup: 'apps',
    screen: async () => {
      const { TodoScreen } = await import('../screens/todo/TodoScreen')
      return <TodoScreen />
    },
  },
  {
    // The chat area's own strings hold its label (`chat.title`), like its screens' text.
    id: 'chat',
    path: '/apps/chat',
    labelKey: 'chat.title',
    icon: CommentDiscussionIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Chat' },
    menuGroup: 'apps',
    screenKey: 'chat',
    screen: chatScreen,
  },
  {
    id: 'chat-open',
    path: '/apps/chat/:contactId',
    labelKey: 'chat.title',
    icon: CommentDiscussionIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Chat' },
    screenKey: 'chat',
    screen: chatScreen,
  },
  {
    id: 'calendar',
    path: '/apps/calendar',
    labelKey: 'calendar.title',
    icon: CalendarIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Calendar' },
    menuGroup: 'apps',
    screen: async () => {
      const { CalendarScreen } = await import('../screens/calendar/CalendarScreen')
      return <CalendarScreen />
    },
  },
  {
    id: 'invoice-list',
    path: '/apps/invoice/list',
    labelKey: 'invoices.nav.list',
    icon: ListUnorderedIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Invoice' },
    menuGroup: 'apps',
    screen: async () => {
      const { InvoiceListScreen } = await import('../screens/invoices/InvoiceListScreen')
      return <InvoiceListScreen />
    },
  },
  {
    // Opens the first invoice: the menu's entry to the preview.
    id: 'invoice-preview-first',
    path: '/apps/invoice/preview',
    labelKey: 'invoices.nav.preview',
    icon: EyeIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Invoice' },
    menuGroup: 'apps',
    screenKey: 'invoice-preview',
    screen: invoicePreviewScreen,
  },
  {
    id: 'invoice-preview',
    path: '/apps/invoice/preview/:id',
    labelKey: 'invoices.nav.preview',
    icon: EyeIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Invoice' },
    screenKey: 'invoice-preview',
    screen: invoicePreviewScreen,
  },
  {
    id: 'invoice-add',
    path: '/apps/invoice/add',
    labelKey: 'invoices.nav.add',
    icon: PlusIcon,
    layout: 'main',
    access: { action: 'create', subject: 'Invoice' },
    menuGroup: 'apps',
    screenKey: 'invoice-editor',
    screen: invoiceEditorScreen,
  },
  {
    id: 'invoice-edit',
    path: '/apps/invoice/edit/:id',
    labelKey: 'invoices.nav.edit',
    icon: PencilIcon,
    layout: 'main',
    access: { action: 'update', subject: 'Invoice' },
    screenKey: 'invoice-editor',
    screen: invoiceEditorScreen,
  },
  {
    id: 'shop',
    path: '/apps/ecommerce/shop',
    labelKey: 'shop.nav.shop',
    icon: PackageIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Ecommerce' },
    menuGroup: 'apps',
    screen: async () => {
      const { ShopScreen } = await import('../screens/ecommerce/ShopScreen')
      return <ShopScreen />
    },
  },
  {
    // Opens the first product: the menu's entry to the product page.
    id: 'product-detail-first',
    path: '/apps/ecommerce/product-detail',
    labelKey: 'shop.nav.productDetail',
    icon: TagIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Ecommerce' },
    menuGroup: 'apps',
    screenKey: 'product-detail',
    screen: productScreen,
  },
  {
    id: 'product-detail',
    path: '/apps/ecommerce/product-detail/:slug',
    labelKey: 'shop.nav.productDetail',
    icon: TagIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Ecommerce' },
    screenKey: 'product-detail',
    screen: productScreen,
  },
  {
    id: 'wishlist',
    path: '/apps/ecommerce/wishlist',
    labelKey: 'shop.nav.wishlist',
    icon: HeartIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Ecommerce' },
    menuGroup: 'apps',
    screen: async () => {
      const { WishlistScreen } = await import('../screens/ecommerce/WishlistScreen')
      return <WishlistScreen />
    },
  },
  {
    id: 'checkout',
    path: '/apps/ecommerce/checkout',
    labelKey: 'checkout.nav',
    icon: CreditCardIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Ecommerce' },
    menuGroup: 'apps',
    screen: async () => {
      const { CheckoutScreen } = await import('../screens/ecommerce/checkout/CheckoutScreen')
      return <CheckoutScreen />
    },
  },
  {
    id: 'user-list',
    path: '/apps/user/list',
    labelKey: 'nav.item.user-list',
    icon: PeopleIcon,
    layout: 'main',
    access: { action: 'read', subject: 'User' },
    menuGroup: 'apps',
    screen: async () => {
      const { UsersListScreen } = await import('../screens/users/UsersListScreen')
      return <UsersListScreen />
    },
    firstRequests: async (search) =>
      (await import('../machines/users/usersListMachine')).startUsersListRequests(search),
  },
  {
    // Opens the first user (the lowest id): the menu's entry to the view page.
    id: 'user-view-first',
    path: '/apps/user/view',
    labelKey: 'nav.item.user-view',
    icon: PersonIcon,
    layout: 'main',
    access: { action: 'read', subject: 'User' },
    menuGroup: 'apps',
    screenKey: 'user-view',
    screen: userViewScreen,
  },
  {
    id: 'user-view',
    path: '/apps/user/view/:id',
    labelKey: 'nav.item.user-view',
    icon: PersonIcon,
    layout: 'main',
    access: { action: 'read', subject: 'User' },
    screenKey: 'user-view',
    screen: userViewScreen,
  },
  {
    id: 'permissions',
    path: '/apps/permissions',
    labelKey: 'nav.item.permissions',
    icon: ShieldLockIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Permission' },
    menuGroup: 'apps',
    screen: async () => {
      const { PermissionsScreen } = await import('../screens/permissions/PermissionsScreen')
      return <PermissionsScreen />
    },
  },
  {
    id: 'roles',
    path: '/apps/roles',
    labelKey: 'nav.item.roles',
    icon: IdBadgeIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Permission' },
    menuGroup: 'apps',
    screen: async () => {
      const { RolesScreen } = await import('../screens/roles/RolesScreen')
      return <RolesScreen />
    },
  },
  {
    id: 'access-control',
    path: '/access-control',
    labelKey: 'nav.item.access-control',
    icon: ShieldCheckIcon,
    layout: 'main',
    access: { action: 'read', subject: 'ACL' },
    menuGroup: 'pages',
    screen: async () => {
      const { AccessControlScreen } = await import('../screens/access-control/AccessControlScreen')
      return <AccessControlScreen />
    },
  },
  {
    id: 'api-key',
    path: '/pages/api-key',
    labelKey: 'nav.item.api-key',
    icon: KeyAsteriskIcon,
    layout: 'main',
    // Every signed-in account manages its own keys.
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'pages',
    screen: async () => {
      const { ApiKeysScreen } = await import('../screens/api-keys/ApiKeysScreen')
      return <ApiKeysScreen />
    },
  },
  {
    id: 'pricing',
    path: '/pages/pricing',
    labelKey: 'nav.item.pricing',
    icon: CreditCardIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'pages',
    screen: async () => {
      const { PricingScreen } = await import('../screens/pricing/PricingScreen')
      return <PricingScreen />
    },
  },
  {
    id: 'license',
    path: '/pages/license',
    labelKey: 'nav.item.license',
    icon: LawIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'pages',
    screen: async () => {
      const { LicenseScreen } = await import('../screens/license/LicenseScreen')
      return <LicenseScreen />
    },
  },
  {
    // The signed-in account's own settings: every signed-in account (admin and client) reads Auth.
    id: 'account-settings',
    path: '/pages/account-settings',
    labelKey: 'nav.item.account-settings',
    icon: GearIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'pages',
    screen: async () => {
      const { AccountSettingsScreen } =
        await import('../screens/account-settings/AccountSettingsScreen')
      return <AccountSettingsScreen />
    },
  },
  {
    // The signed-in account's own profile: every signed-in account (admin and client) reads Auth.
    id: 'profile',
    path: '/pages/profile',
    labelKey: 'nav.item.profile',
    icon: PersonIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'pages',
    screen: async () => {
      const { ProfileScreen } = await import('../screens/profile/ProfileScreen')
      return <ProfileScreen />
    },
  },
  {
    // The chart gallery's own strings hold its label (`charts.title`), like its screen's text.
    id: 'charts',
    path: '/charts',
    labelKey: 'charts.title',
    icon: GraphIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Card' },
    menuGroup: 'pages',
    screen: async () => {
      const { ChartsScreen } = await import('../screens/charts/ChartsScreen')
      return <ChartsScreen />
    },
  },
  {
    id: 'datatables-advance',
    path: '/datatables/advance',
    labelKey: 'nav.item.datatables-advance',
    icon: TableIcon,
    layout: 'main',
    access: { action: 'read', subject: 'DataTable' },
    menuGroup: 'pages',
    screen: async () => {
      const { EmployeeGridScreen } = await import('../screens/data-tables/EmployeeGridScreen')
      return <EmployeeGridScreen />
    },
  },
  {
    id: 'datatables-basic',
    path: '/datatables/basic',
    labelKey: 'nav.item.datatables-basic',
    icon: TableIcon,
    layout: 'main',
    access: { action: 'read', subject: 'DataTable' },
    menuGroup: 'pages',
    screen: async () => {
      const { BasicDataTableScreen } = await import('../screens/data-tables/BasicDataTableScreen')
      return <BasicDataTableScreen />
    },
  },
  {
    id: 'tables-basic',
    path: '/tables/basic',
    labelKey: 'nav.item.tables-basic',
    icon: TableIcon,
    layout: 'main',
    access: { action: 'read', subject: 'DataTable' },
    menuGroup: 'pages',
    screen: async () => {
      const { BasicTablesScreen } = await import('../screens/data-tables/BasicTablesScreen')
      return <BasicTablesScreen />
    },
  },
  ...cardGalleryNavigation,
  ...helpCentreNavigation,
  ...formsNavigation,
  ...extensionsNavigation,
  ...pageLayoutNavigation,
  ...componentsIndexNavigation,
  {
    id: 'login',
    path: '/login',
    labelKey: 'nav.item.login',
    icon: KeyIcon,
    layout: 'blank',
    access: 'guest',
    screen: async () => {
      const { AppLoginScreen } = await import('../screens/auth/AppLoginScreen')
      return <AppLoginScreen />
    },
  },
  {
    id: 'register',
    path: '/register',
    labelKey: 'nav.item.register',
    icon: KeyIcon,
    layout: 'blank',
    access: 'guest',
    screen: async () => {
      const { AppRegisterScreen } = await import('../screens/auth/AppRegisterScreen')
      return <AppRegisterScreen />
    },
  },
  ...(['basic', 'cover'] as const).flatMap((variant) => [
    authPage(`login-${variant}`, 'login', variant, loginScreen),
    authPage(`register-${variant}`, 'register', variant, registerScreen),
    authPage(`forgot-password-${variant}`, 'forgot-password', variant, forgotPasswordScreen),
    authPage(`reset-password-${variant}`, 'reset-password', variant, resetPasswordScreen),
    authPage(`verify-email-${variant}`, 'verify-email', variant, verifyEmailScreen),
    authPage(`two-steps-${variant}`, 'two-steps', variant, twoStepsScreen),
  ]),
  {
    id: 'coming-soon',
    path: '/misc/coming-soon',
    labelKey: 'nav.item.coming-soon',
    icon: ToolsIcon,
    layout: 'blank',
    access: 'public',
    menuGroup: 'misc',
    screen: async () => {
      const { ComingSoonScreen } = await import('../screens/misc/ComingSoonScreen')
      return <ComingSoonScreen />
    },
  },
  {
    id: 'not-authorized',
    path: '/misc/not-authorized',
    labelKey: 'nav.item.not-authorized',
    icon: LockIcon,
    layout: 'blank',
    access: 'public',
    menuGroup: 'misc',
    screen: async () => {
      const { NotAuthorizedRoute } = await import('./routing/NotAuthorizedRoute')
      return <NotAuthorizedRoute />
    },
  },
  {
    id: 'maintenance',
    path: '/misc/maintenance',
    labelKey: 'nav.item.maintenance',
    icon: ToolsIcon,
    layout: 'blank',
    access: 'public',
    menuGroup: 'misc',
    screen: async () => {
      const { MaintenanceScreen } = await import('../screens/misc/MaintenanceScreen')
      return <MaintenanceScreen />
    },
  },
  {
    id: 'error',
    path: '/misc/error',
    labelKey: 'nav.item.error',
    icon: ToolsIcon,
    layout: 'blank',
    access: 'public',
    menuGroup: 'misc',
    screen: async () => {
      const { ErrorScreen } = await import('../screens/misc/ErrorScreen')
      return <ErrorScreen />
    },
  },
]

/**
 * The page a route shows, as one key for the rows that share a screen (`/apps/chat` and
 * `/apps/chat/:contactId`, the user view with and without an id): going from one chat to
 * another keeps the screen and its machine, going to another screen starts it afresh.
 */
export function screenKeyOf(routeId: string): string | undefined {
  const item = navigation.find((candidate) => candidate.id === routeId)
  return item && (item.screenKey ?? item.id)
}
