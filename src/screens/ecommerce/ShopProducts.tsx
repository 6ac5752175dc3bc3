import { Button, Flash, Spinner } from '@primer/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ListTablePages } from '../../components/list-table/ListTablePages'
import { isInCartAfter, isWishedAfter } from '../../machines/ecommerce/shopWrites'
import { lastPage } from '../../machines/list/listParams'
import { ProductCard } from './ProductCard'
import { ShopContext, useShopList, useShopListActor, useShopWrites } from './shopContext'
import { useCount } from './shopFormat'
import { listTableState } from '../list/listTableState'
import { failureText } from './ShopNotice'
import type { ShopLayout } from './ShopToolbar'

/** The page of products (grid or list) and its pages, or what stands in for them. */
export function ShopProducts({ layout }: { layout: ShopLayout }) {
  const { t } = useTranslation()
  const shop = ShopContext.useActorRef()
  const list = useShopListActor()
  const status = useShopList(listTableState)
  const rows = useShopList((snapshot) => snapshot.context.rows)
  const summary = useShopList((snapshot) => snapshot.context.summary)
  const failure = useShopList((snapshot) => snapshot.context.failure)
  const { page, perPage } = useShopList((snapshot) => snapshot.context.params)
  const total = useShopList((snapshot) => snapshot.context.total)
  const done = useShopWrites((snapshot) => snapshot.context.done)
  const underWay = useShopWrites((snapshot) => snapshot.context.pending)
  const pending = [...done, ...underWay]
  const writes = ShopContext.useSelector((snapshot) => snapshot.children.writes)
  const isRefreshing = useShopList((snapshot) => snapshot.hasTag('refreshing'))
  // A list answered after the saved writes has them: they need not be shown on top of it.
  useEffect(() => {
    if (!isRefreshing) writes?.send({ type: 'done.clear' })
  }, [summary, isRefreshing, writes])
  const count = useCount()

  if (status === 'loading')
    return (
      <div className="cea-shop-state">
        <Spinner size="medium" srText={null} />
        <p>{t('shop.loading')}</p>
      </div>
    )
  if (status === 'error') {
    return (
      <Flash variant="danger" className="cea-shop-state">
        <p>{failureText(failure, t('shop.failure'))}</p>
        <Button onClick={() => list.send({ type: 'list.retry' })}>{t('shop.retry')}</Button>
      </Flash>
    )
  }
  if (status === 'empty')
    return (
      <div className="cea-shop-state">
        <h2 className="cea-shop-state__title">{t('shop.empty.title')}</h2>
        <p>{t('shop.empty.body')}</p>
        <Button onClick={() => list.send({ type: 'list.clearFilters' })}>
          {t('shop.facets.clearAll')}
        </Button>
      </div>
    )
  const cartIds = new Set(summary?.userCart.map((line) => line.productId))
  const wishedIds = new Set(summary?.userWishlist.map((entry) => entry.productId))
  return (
    <>
      <section className="cea-shop-products" data-layout={layout} aria-label={t('shop.products')}>
        {rows.map((product) => {
          const isWished = isWishedAfter(pending, product.id, wishedIds.has(product.id))
          return (
            <ProductCard
              key={product.id}
              product={product}
              isInCart={isInCartAfter(pending, product.id, cartIds.has(product.id))}
              isWished={isWished}
              onAddToCart={() =>
                shop.send({
                  type: 'shop.write',
                  write: { kind: 'addToCart', productId: product.id },
                })
              }
              onToggleWish={() =>
                shop.send({
                  type: 'shop.write',
                  write: { kind: isWished ? 'unwish' : 'wish', productId: product.id },
                })
              }
            />
          )
        })}
      </section>
      {total > perPage ? (
        <ListTablePages
          page={page}
          pageCount={lastPage(total, perPage)}
          labels={{
            pagination: t('shop.pagination'),
            previous: t('listTable.previous'),
            next: t('listTable.next'),
            page: (number) => t('listTable.page', { page: count(number) }),
            pageNumber: count,
          }}
          onPage={(number) => list.send({ type: 'list.page', page: number })}
        />
      ) : null}
    </>
  )
}
