import type { RequestHandler } from 'msw'
import { accountSettingsGroup } from './handlers/account/accountSettingsGroup'
import { apiKeysHandlers } from './handlers/apiKeys'
import { authHandlers } from './handlers/auth'
import { blogHandlers } from './handlers/blog'
import { calendarHandlers } from './handlers/calendar'
import { cardsHandlers } from './handlers/cards'
import { chartsHandlers } from './handlers/charts'
import { chatHandlers } from './handlers/chat'
import { dataTablesHandlers } from './handlers/dataTables'
import { ecommerceHandlers } from './handlers/ecommerce'
import { emailHandlers } from './handlers/email'
import { faqHandlers } from './handlers/faq'
import { formsKitHandlers } from './handlers/formsKit'
import { emailFileHandlers } from './handlers/emailOutbox'
import { fileHandlers } from './handlers/files'
import { invoicesHandlers } from './handlers/invoices'
import { licenseHandlers } from './handlers/license'
import { notificationsHandlers } from './handlers/notifications'
import { pagesHandlers } from './handlers/pages'
import { permissionsHandlers } from './handlers/permissions'
import { profileHandlers } from './handlers/profile'
import { rolesHandlers } from './handlers/roles'
import { searchHandlers } from './handlers/search'
import { systemHandlers } from './handlers/system'
import { todoHandlers } from './handlers/todo'
import { usersHandlers } from './handlers/users'

/**
 * Every handler group of the simulated back end, served to the app, Storybook
 * and tests alike. Stories replace one group by name (`parameters.msw.handlers`).
 */
export const handlerGroups = {
  system: systemHandlers,
  auth: authHandlers,
  users: usersHandlers,
  ecommerce: ecommerceHandlers,
  chat: chatHandlers,
  invoices: invoicesHandlers,
  search: searchHandlers,
  todo: todoHandlers,
  email: emailHandlers,
  calendar: calendarHandlers,
  dataTables: dataTablesHandlers,
  permissions: permissionsHandlers,
  roles: rolesHandlers,
  faq: faqHandlers,
  pages: pagesHandlers,
  accountSettings: accountSettingsGroup,
  blog: blogHandlers,
  cards: cardsHandlers,
  charts: chartsHandlers,
  notifications: notificationsHandlers,
  files: [...fileHandlers, ...emailFileHandlers],
  apiKeys: apiKeysHandlers,
  license: licenseHandlers,
  profile: profileHandlers,
  formsKit: formsKitHandlers,
} satisfies Record<string, RequestHandler[]>

export const allHandlers: RequestHandler[] = Object.values(handlerGroups).flat()
