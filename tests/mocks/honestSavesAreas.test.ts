// Every area's writes are honest (issue 29): a write whose IndexedDB save fails answers 503,
// announces nothing and changes nothing; a document (one-row table) is saved and kept by its key.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { StoreChange } from '../../src/api/types/backend'
import type { BlogEditFormResponse } from '../../src/api/types/blog'
import type { CartResponse, ProductsResponse } from '../../src/api/types/ecommerce'
import type { InvoicesPage } from '../../src/api/types/invoices'
import type { AccountSettings } from '../../src/api/types/pages'
import { openPersistentStore, watchStore } from '../../src/mocks/db/instance'
import { accountSettingsGroup } from '../../src/mocks/handlers/account/accountSettingsGroup'
import { blogHandlers } from '../../src/mocks/handlers/blog'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { pagesHandlers } from '../../src/mocks/handlers/pages'
import { searchHandlers } from '../../src/mocks/handlers/search'
import { call, type CallResult, startContractServer } from '../support/contract'
import { failPuts, resetSavesAfterEach } from '../support/failingSaves'

startContractServer(
  ...ecommerceHandlers,
  ...invoicesHandlers,
  ...blogHandlers,
  ...searchHandlers,
  ...pagesHandlers,
  ...accountSettingsGroup,
)

const firstVisit = new Date('2026-05-01T10:00:00Z')

resetSavesAfterEach(firstVisit)

const firstCartProduct = async () =>
  (await call<CartResponse>('/apps/ecommerce/cart')).body.products[0]?.id ?? 0
const firstInvoice = async () =>
  (await call<InvoicesPage>('/apps/invoice/invoices')).body.invoices[0]?.id ?? 0
/** A product not in the wishlist, so adding it writes. */
const unwished = async () => {
  const { products, userWishlist } = (await call<ProductsResponse>('/apps/ecommerce/products')).body
  const wished = new Set(userWishlist.map((item) => item.productId))
  return products.find((product) => !wished.has(product.id))?.id ?? 0
}
const settings = async () => (await call<AccountSettings>('/account-setting/data')).body

/** A write of each area moved onto the port, and the read that would show it. */
const writes: Array<[string, string, () => Promise<CallResult>]> = [
  [
    'adding to the cart',
    '/apps/ecommerce/cart',
    () => call('/apps/ecommerce/cart', { method: 'POST', body: { productId: 1 } }),
  ],
  [
    'removing from the cart',
    '/apps/ecommerce/cart',
    async () => call(`/apps/ecommerce/cart/${await firstCartProduct()}`, { method: 'DELETE' }),
  ],
  [
    'adding to the wishlist',
    '/apps/ecommerce/wishlist',
    async () =>
      call('/apps/ecommerce/wishlist', { method: 'POST', body: { productId: await unwished() } }),
  ],
  [
    'deleting an invoice',
    '/apps/invoice/invoices',
    async () =>
      call('/apps/invoice/delete', { method: 'DELETE', query: { id: await firstInvoice() } }),
  ],
  [
    'editing a blog post',
    '/blog/list/data/edit',
    async () => {
      const form = (await call<BlogEditFormResponse>('/blog/list/data/edit')).body
      return call('/blog/list/data/edit', {
        method: 'POST',
        body: { ...form, blogTitle: 'A title that was never saved' },
      })
    },
  ],
  [
    'toggling a bookmark',
    '/api/bookmarks/data',
    () => call('/api/bookmarks/update', { method: 'POST', body: { id: 1 } }),
  ],
  [
    'changing the account settings',
    '/account-setting/data',
    () =>
      call('/account-setting/data', {
        method: 'POST',
        body: { general: { company: 'Never saved Ltd' } },
      }),
  ],
]

describe('a write whose save fails, in every area', () => {
  it.each(writes)(
    '%s answers 503, announces nothing and changes nothing',
    async (_, read, write) => {
      await openPersistentStore(firstVisit)
      const before = (await call(read)).body
      const heard: StoreChange[][] = []
      const stop = watchStore({
        onChange: (changes) => heard.push([...changes]),
        onReset: () => {},
      })
      failPuts()
      const { status, body } = await write()
      stop()
      expect(status).toBe(503)
      expect(body).toEqual({ message: expect.stringMatching(/could not be saved/) as unknown })
      expect(heard).toEqual([])
      expect((await call(read)).body).toEqual(before)
    },
  )
})

describe("an account's settings (one row per account, beside the account itself)", () => {
  it('are saved, announced and kept after a reload, the answer without a key field', async () => {
    await openPersistentStore(firstVisit)
    const heard: StoreChange[][] = []
    const stop = watchStore({ onChange: (changes) => heard.push([...changes]), onReset: () => {} })
    const saved = await call<AccountSettings>('/account-setting/data', {
      method: 'POST',
      body: { general: { company: 'Kept Ltd' } },
    })
    stop()
    expect(saved.status).toBe(200)
    expect(heard).toEqual([
      [
        { table: 'accounts', ids: [1] },
        { table: 'accountSettings.byAccount', ids: [] },
      ],
    ])
    await openPersistentStore(firstVisit)
    const reloaded = await settings()
    expect(reloaded.general.company).toBe('Kept Ltd')
    expect(reloaded).toEqual(saved.body)
    expect(Object.keys(reloaded).sort()).toEqual(['general', 'info', 'notification', 'social'])
  })
})
