import { Button } from '@primer/react'
import type { TFunction } from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ListCardGrid, type ListCardGridProps } from '../../components/list-grid/ListCardGrid'
import type { Product } from '../../api/types/ecommerce'
import { isInCartAfter, isWishedAfter } from '../../machines/ecommerce/shopWrites'
import { listPagingProps } from '../list/listTableProps'
import { useListView } from '../list/useListView'
import { ProductCard } from './ProductCard'
import { ShopContext, useShopList, useShopListActor, useShopWrites } from './shopContext'
import { useCount } from './shopFormat'
import { failureText } from './ShopNotice'
import type { ShopLayout } from './ShopToolbar'

type GridLabels = ListCardGridProps<Product>['labels']

/** The shop's words for the shared card grid's states and paging. */
function shopGridLabels(t: TFunction, count: (value: number) => string, failure: unknown) {
  const labels: GridLabels = {
    pagination: t('shop.pagination'),
    pages: {
      previous: t('listTable.previous'),
      next: t('listTable.next'),
      page: (number) => t('listTable.page', { page: count(number) }),
      pageNumber: count,
    },
    perPage: t('shop.perPage'),
    summary: ({ from, to, total }) =>
      t('shop.summary', { from: count(from), to: count(to), total: count(total) }),
    empty: t('shop.empty.title'),
    error: failureText(failure, t('shop.failure')),
    retry: t('shop.retry'),
    loading: t('shop.loading'),
  }
  return labels
}

/** The page of products (grid or list) on the shared card grid, with its pages and states. */
export function ShopProducts({ layout }: { layout: ShopLayout }) {
  const { t } = useTranslation()
  const shop = ShopContext.useActorRef()
  const view = useListView(useShopListActor())
  const summary = useShopList((snapshot) => snapshot.context.summary)
  const done = useShopWrites((snapshot) => snapshot.context.done)
  const underWay = useShopWrites((snapshot) => snapshot.context.pending)
  const pending = [...done, ...underWay]
  const writes = ShopContext.useSelector((snapshot) => snapshot.children.writes)
  const { isRefreshing } = view
  // A list answered after the saved writes has them: they need not be shown on top of it.
  useEffect(() => {
    if (!isRefreshing) writes?.send({ type: 'done.clear' })
  }, [summary, isRefreshing, writes])
  const count = useCount()
  const cartIds = new Set(summary?.userCart.map((line) => line.productId))
  const wishedIds = new Set(summary?.userWishlist.map((entry) => entry.productId))

  const renderCard = (product: Product) => {
    const isWished = isWishedAfter(pending, product.id, wishedIds.has(product.id))
    return (
      <ProductCard
        product={product}
        isInCart={isInCartAfter(pending, product.id, cartIds.has(product.id))}
        isWished={isWished}
        onAddToCart={() =>
          shop.send({ type: 'shop.write', write: { kind: 'addToCart', productId: product.id } })
        }
        onToggleWish={() =>
          shop.send({
            type: 'shop.write',
            write: { kind: isWished ? 'unwish' : 'wish', productId: product.id },
          })
        }
      />
    )
  }

  return (
    <ListCardGrid
      {...listPagingProps(view)}
      // The shop shows 9 a page (SPEC §9): no rows-per-page choice.
      onPerPage={undefined}
      aria-label={t('shop.products')}
      layout={layout}
      renderCard={renderCard}
      labels={shopGridLabels(t, count, view.failure)}
      emptyAction={
        <>
          <p>{t('shop.empty.body')}</p>
          <Button onClick={view.clearFilters}>{t('shop.facets.clearAll')}</Button>
        </>
      }
    />
  )
}
