import { TrashIcon } from '@primer/octicons-react'
import { Button, Flash, Heading, Spinner } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { type ShopWrite, writesShown } from '../../machines/ecommerce/shopWrites'
import { shownWishlist, wishlistMachine } from '../../machines/ecommerce/wishlistMachine'
import { ProductTile, StockLabel } from './ProductBits'
import { listTableState } from '../list/listTableState'
import { failureText, ShopNotice } from './ShopNotice'
import './shop.css'

const noWrites: ShopWrite[] = []

/** /apps/ecommerce/wishlist: the wished products, each to move to the cart or remove. */
export function WishlistScreen() {
  const { t } = useTranslation()
  const actor = useActorRef(wishlistMachine)
  const status = useSelector(actor, listTableState)
  const products = useSelector(actor, (snapshot) => snapshot.context.products)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const writes = useSelector(actor, (snapshot) => snapshot.children.writes)
  const pending = useSelector(writes, (snapshot) =>
    snapshot ? writesShown(snapshot.context) : noWrites,
  )
  const writeFailure = useSelector(writes, (snapshot) => snapshot?.context.failure ?? null)
  const shown = shownWishlist(products, pending)
  const write = (kind: 'moveToCart' | 'unwish', productId: number) =>
    actor.send({ type: 'shop.write', write: { kind, productId } })

  return (
    <div className="cea-wishlist">
      <Heading as="h1" className="cea-wishlist__title">
        {t('shop.wishlist.title')}
      </Heading>
      <ShopNotice
        failure={writeFailure}
        onDismiss={() => writes?.send({ type: 'failure.dismiss' })}
      />
      {status === 'loading' ? (
        <div className="cea-shop-state">
          <Spinner size="medium" srText={null} />
          <p>{t('shop.wishlist.loading')}</p>
        </div>
      ) : null}
      {status === 'error' ? (
        <Flash variant="danger" className="cea-shop-state">
          <p>{failureText(failure, t('shop.wishlist.failure'))}</p>
          <Button onClick={() => actor.send({ type: 'wishlist.retry' })}>{t('shop.retry')}</Button>
        </Flash>
      ) : null}
      {status === 'empty' || (status === 'populated' && shown.length === 0) ? (
        <div className="cea-shop-state">
          <h2 className="cea-shop-state__title">{t('shop.wishlist.emptyTitle')}</h2>
          <p>{t('shop.wishlist.emptyBody')}</p>
          <RouterLink to="/apps/ecommerce/shop">{t('shop.backToShop')}</RouterLink>
        </div>
      ) : null}
      {status === 'populated' && shown.length > 0 ? (
        <ul className="cea-wishlist__items" aria-label={t('shop.wishlist.title')}>
          {shown.map((product) => (
            <ProductTile key={product.id} product={product} headingLevel={2}>
              <StockLabel product={product} />
              <div className="cea-shop-card__actions">
                <Button
                  variant="invisible"
                  leadingVisual={TrashIcon}
                  aria-label={t('shop.wishlist.removeNamed', { name: product.name })}
                  onClick={() => write('unwish', product.id)}
                >
                  {t('shop.wishlist.remove')}
                </Button>
                <Button
                  variant="primary"
                  disabled={product.stock === 0}
                  aria-label={t('shop.wishlist.moveNamed', { name: product.name })}
                  onClick={() => write('moveToCart', product.id)}
                >
                  {t('shop.wishlist.move')}
                </Button>
              </div>
            </ProductTile>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
