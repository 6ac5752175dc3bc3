import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { backendTables, onTablesChanged } from '../../src/api/backendAnnouncements'
import { rolesTable } from '../../src/mocks/handlers/roles/rolesTable'
import type { BackendAnnouncement, StoreChange } from '../../src/api/types/backend'
import type { CartResponse } from '../../src/api/types/ecommerce'
import type { NotificationsResponse } from '../../src/api/types/notifications'
import { buildCartProduct } from '../../src/fixtures/ecommerce'
import { createNotifications } from '../../src/fixtures/notifications'
import { cartMachine } from '../../src/machines/navbar/cartMachine'
import { notificationsMachine } from '../../src/machines/navbar/notificationsMachine'
import { getStore } from '../../src/mocks/db/instance'
import { pricedCart } from '../../src/mocks/handlers/ecommerce/cartAnswer'
import { cartTable, wishlistTable } from '../../src/mocks/handlers/ecommerce/shopTables'
import { emailsTable } from '../../src/mocks/handlers/emailTables'
import { notificationsTable } from '../../src/mocks/handlers/notifications'
import { userAccountsTable, usersTable } from '../../src/mocks/handlers/users'
import { permissionsTable } from '../../src/mocks/handlers/permissions'
import { tasksTable } from '../../src/mocks/handlers/todo'
import { chatProfileUserTable, chatsTable } from '../../src/mocks/handlers/chat'
import { calendarEventsTable } from '../../src/mocks/handlers/calendar'
import { invoicesTable } from '../../src/mocks/handlers/invoices'
import { createListMachine } from '../../src/machines/list/listMachine'
import {
  defaultUserParams,
  type UserFilters,
  usersListShape,
} from '../../src/machines/users/usersListMachine'
import type { User, UserStats } from '../../src/api/types/users'
import { buildUser } from '../../src/fixtures/users'
import { usersMachine } from '../../src/machines/users/usersMachine'
import { idsOf, settled, setupEmailBackend, stored } from './emailHarness'

// What the back end's service worker posts to every tab, heard through a stand-in
// for `navigator.serviceWorker` (Node has none): the listeners and the machines' answers.

const worker = new EventTarget()

function announce(announcement: BackendAnnouncement) {
  worker.dispatchEvent(new MessageEvent('message', { data: announcement }))
}

const changed = (table: string, ids: number[], isFromThisTab = false): BackendAnnouncement => ({
  type: 'cea.backend.changed',
  changes: [{ table, ids }],
  isFromThisTab,
})

beforeEach(() => {
  vi.stubGlobal('navigator', { serviceWorker: worker })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('onTablesChanged', () => {
  it('hears the tables asked for, from other tabs, and nothing else', () => {
    const heard: StoreChange[][] = []
    const stop = onTablesChanged({ tables: ['emails'], includeOwnWrites: false }, (changes) =>
      heard.push(changes),
    )
    announce(changed('emails', [3]))
    announce(changed('tasks', [1]))
    announce(changed('emails', [4], true))
    announce({ type: 'cea.backend.reset' })
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something else' } }))
    stop()
    announce(changed('emails', [5]))
    expect(heard).toEqual([[{ table: 'emails', ids: [3] }]])
  })

  it("hears this tab's own writes when asked to", () => {
    const heard: StoreChange[][] = []
    const stop = onTablesChanged(
      { tables: [backendTables.cart], includeOwnWrites: true },
      (changes) => heard.push(changes),
    )
    announce(changed(backendTables.cart, [2], true))
    stop()
    expect(heard).toHaveLength(1)
  })

  it('names the back end’s own tables', () => {
    expect(backendTables).toEqual({
      emails: emailsTable.name,
      cart: cartTable.name,
      wishlist: wishlistTable.name,
      notifications: notificationsTable.name,
      users: usersTable.name,
      userAccounts: userAccountsTable.name,
      permissions: permissionsTable.name,
      roles: rolesTable.name,
      tasks: tasksTable.name,
      chats: chatsTable.name,
      chatProfile: chatProfileUserTable.name,
      calendarEvents: calendarEventsTable.name,
      invoices: invoicesTable.name,
    })
  })
})

describe('the mailbox follows writes made in other tabs', () => {
  const backend = setupEmailBackend()

  it('refetches the list and the counts in place when another tab stars an email', async () => {
    const mailbox = await backend.open()
    expect(mailbox.getSnapshot().context.emails.find((email) => email.id === 2)?.isStarred).toBe(
      false,
    )
    // Another tab starred email 2 and read email 1: the store has it, this tab does not yet.
    getStore().transaction((tx) =>
      tx.write(
        emailsTable,
        tx
          .read(emailsTable)
          .map((email) =>
            email.id === 2
              ? { ...email, isStarred: true }
              : email.id === 1
                ? { ...email, isRead: true }
                : email,
          ),
      ),
    )
    expect(stored(2).isStarred).toBe(true)
    const listCalls = backend.listQueries().length
    announce(changed('emails', [1, 2]))
    const after = await settled(mailbox)
    expect(backend.listQueries()).toHaveLength(listCalls + 1)
    expect(after.context.emails.find((email) => email.id === 2)?.isStarred).toBe(true)
    expect(after.context.meta.inbox).toBe(5)
    expect(idsOf(after)).toHaveLength(20)
  })

  it('ignores its own writes and other tables', async () => {
    const mailbox = await backend.open()
    const listCalls = backend.listQueries().length
    announce(changed('emails', [1], true))
    announce(changed('tasks', [1]))
    await settled(mailbox)
    expect(backend.listQueries()).toHaveLength(listCalls)
  })
})

describe('the navbar follows the cart and the notifications', () => {
  const day = new Date('2026-03-16T09:00:00.000Z')

  it('loads the cart when it changes, so the count follows, and reloads it in place later', async () => {
    let products = [buildCartProduct({ id: 1, qty: 2 })]
    const loadCart = vi.fn(async (): Promise<CartResponse> => pricedCart(products, day))
    const actor = createActor(
      cartMachine.provide({ actors: { loadCart: fromPromise(loadCart) } }),
      {
        input: { initialCount: 2 },
      },
    ).start()
    expect(actor.getSnapshot().hasTag('idle')).toBe(true)
    products = [...products, buildCartProduct({ id: 2, qty: 1 })]
    announce(changed(backendTables.cart, [2], true))
    const loaded = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(loaded.context.count).toBe(3)
    products = [buildCartProduct({ id: 1, qty: 2 })]
    announce(changed(backendTables.cart, [2]))
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    await waitFor(actor, (state) => state.context.count === 2)
    expect(loadCart).toHaveBeenCalledTimes(2)
    actor.stop()
  })

  it('refreshes the notifications in place when another tab marks them read', async () => {
    let list: NotificationsResponse = { notifications: createNotifications(day).reverse() }
    const actor = createActor(
      notificationsMachine.provide({
        actors: { loadNotifications: fromPromise(async () => list) },
      }),
    ).start()
    await waitFor(actor, (state) => state.hasTag('populated'))
    expect(actor.getSnapshot().context.unreadCount).toBe(3)
    list = { notifications: list.notifications.map((item) => ({ ...item, isRead: true })) }
    announce(changed('notifications', [6, 7, 8]))
    // Stays populated while it refetches: the panel does not blank.
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    const refreshed = await waitFor(actor, (state) => state.context.unreadCount === 0)
    expect(refreshed.hasTag('populated')).toBe(true)
    actor.stop()
  })
})

describe('the users list follows writes made in other tabs', () => {
  it('refetches in place when another tab changes the users, not for its own writes', async () => {
    const loadRows = vi.fn(async () => ({ total: 1, rows: [buildUser({ id: 1 })] }))
    const actor = createActor(
      usersMachine.provide({
        actors: {
          list: createListMachine<User, UserFilters, UserStats>({
            shape: usersListShape,
            load: loadRows,
          }),
        },
      }),
      { input: { params: defaultUserParams } },
    ).start()
    const list = actor.getSnapshot().children.list
    if (!list) throw new Error('no list child')
    await waitFor(list, (state) => state.hasTag('populated'))
    expect(loadRows).toHaveBeenCalledTimes(1)
    announce(changed('users', [3], true))
    announce(changed('emails', [3]))
    expect(loadRows).toHaveBeenCalledTimes(1)
    announce(changed('users', [3]))
    expect(list.getSnapshot().hasTag('refreshing')).toBe(true)
    await waitFor(list, (state) => state.hasTag('populated') && !state.hasTag('refreshing'))
    expect(loadRows).toHaveBeenCalledTimes(2)
    actor.stop()
  })
})
