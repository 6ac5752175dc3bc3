import { PlusIcon } from '@primer/octicons-react'
import { Button, Flash, FormControl, Heading, Radio, Spinner, TextInput } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import { productMachine, quantityWithin } from '../../machines/ecommerce/productMachine'
import {
  isInCartAfter,
  isWishedAfter,
  type ShopWrite,
  writesShown,
} from '../../machines/ecommerce/shopWrites'
import {
  FreeShippingLabel,
  InCartNote,
  productPath,
  ProductRating,
  StockLabel,
  WishButton,
} from './ProductBits'
import { RelatedProducts } from './RelatedProducts'
import { useCategoryName, useMoney } from './shopFormat'
import { failureText, ShopNotice } from './ShopNotice'
import { recordPageStateOf } from '../shared/pageStateOf'
import './shop.css'

const noWrites: ShopWrite[] = []

/**
 * /apps/ecommerce/product-detail/:slug (the bare route opens the first product): the product,
 * its stock, colours, a quantity within stock, add to cart and the wishlist, related products.
 */
export function ProductScreen() {
  const { slug = null } = useParams()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const actor = useActorRef(productMachine, { input: { slug } })
  const state = useSelector(actor, recordPageStateOf)
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const writes = useSelector(actor, (snapshot) => snapshot.children.writes)
  const pending = useSelector(writes, (snapshot) =>
    snapshot ? writesShown(snapshot.context) : noWrites,
  )
  const writeFailure = useSelector(writes, (snapshot) => snapshot?.context.failure ?? null)
  const opened = useRef(slug)
  useEffect(() => {
    if (opened.current === slug) return
    opened.current = slug
    actor.send({ type: 'product.open', slug })
  }, [actor, slug])
  // The bare route names the product it opened, so a reload or a shared link keeps it.
  const shownSlug = answer?.product.slug
  useEffect(() => {
    if (slug === null && shownSlug) {
      opened.current = shownSlug
      void navigate(productPath(shownSlug), { replace: true })
    }
  }, [navigate, shownSlug, slug])

  return (
    <div className="cea-product">
      <Heading as="h1" className="cea-product__title">
        {state === 'populated' && answer ? answer.product.name : t('shop.product.title')}
      </Heading>
      <ShopNotice
        failure={writeFailure}
        onDismiss={() => writes?.send({ type: 'failure.dismiss' })}
      />
      {state === 'loading' ? (
        <div className="cea-shop-state">
          <Spinner size="medium" srText={null} />
          <p>{t('shop.product.loading')}</p>
        </div>
      ) : null}
      {state === 'notFound' ? (
        <div className="cea-shop-state">
          <h2 className="cea-shop-state__title">{t('shop.product.notFound')}</h2>
          <p>{t('shop.product.notFoundBody')}</p>
          <RouterLink to="/apps/ecommerce/shop">{t('shop.backToShop')}</RouterLink>
        </div>
      ) : null}
      {state === 'error' ? (
        <Flash variant="danger" className="cea-shop-state">
          <p>{failureText(failure, t('shop.product.failure'))}</p>
          <Button onClick={() => actor.send({ type: 'product.retry' })}>{t('shop.retry')}</Button>
        </Flash>
      ) : null}
      {state === 'populated' && answer ? (
        <ProductDetails
          actor={actor}
          isInCart={isInCartAfter(pending, answer.product.id, answer.product.isInCart)}
          isWished={isWishedAfter(pending, answer.product.id, answer.product.isInWishlist)}
        />
      ) : null}
      {state === 'populated' && answer && answer.related.length > 0 ? (
        <RelatedProducts products={answer.related} />
      ) : null}
    </div>
  )
}

type ProductActor = ReturnType<typeof useActorRef<typeof productMachine>>

function ProductDetails({
  actor,
  isInCart,
  isWished,
}: {
  actor: ProductActor
  isInCart: boolean
  isWished: boolean
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const categoryName = useCategoryName()
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer)
  const color = useSelector(actor, (snapshot) => snapshot.context.color)
  const qty = useSelector(actor, (snapshot) => snapshot.context.qty)
  if (!answer) return null
  const { product } = answer
  const write = (kind: 'addToCart' | 'wish' | 'unwish') =>
    actor.send({
      type: 'shop.write',
      write:
        kind === 'addToCart'
          ? { kind, productId: product.id, qty }
          : { kind, productId: product.id },
    })
  return (
    <section className="cea-product__layout" aria-label={t('shop.product.details')}>
      <img className="cea-product__image" src={product.image} alt="" width={320} height={320} />
      <div className="cea-product__details">
        <p className="cea-shop-card__brand">
          {t('shop.card.by', { brand: product.brand })} · {categoryName(product.category)}
        </p>
        <p className="cea-product__price">{money(product.price)}</p>
        <ProductRating rating={product.rating} />
        <div className="cea-shop-card__labels">
          <StockLabel product={product} />
          {product.hasFreeShipping ? <FreeShippingLabel /> : null}
        </div>
        <p>{product.description}</p>
        <fieldset className="cea-product__colors">
          <legend className="cea-shop-facet__title">{t('shop.product.colour')}</legend>
          {product.colorOptions.map((option) => (
            <FormControl key={option}>
              <Radio
                name="product-colour"
                value={option}
                checked={color === option}
                onChange={() => actor.send({ type: 'color.pick', color: option })}
              />
              <FormControl.Label>{t(`shop.colour.${option}`)}</FormControl.Label>
            </FormControl>
          ))}
        </fieldset>
        <div className="cea-product__actions">
          {isInCart ? (
            <InCartNote />
          ) : (
            <>
              <QuantityField
                qty={qty}
                stock={product.stock}
                onChange={(value) => actor.send({ type: 'qty.set', qty: value })}
              />
              <Button
                variant="primary"
                leadingVisual={PlusIcon}
                disabled={product.stock === 0}
                onClick={() => write('addToCart')}
              >
                {t('shop.card.add')}
              </Button>
            </>
          )}
          <WishButton
            name={product.name}
            isWished={isWished}
            onToggle={() => write(isWished ? 'unwish' : 'wish')}
          />
        </div>
      </div>
    </section>
  )
}

/** The quantity, within 1 and the stock; it may be emptied while a number is typed. */
function QuantityField({
  qty,
  stock,
  onChange,
}: {
  qty: number
  stock: number
  onChange: (qty: number) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(String(qty))
  return (
    <FormControl disabled={stock === 0}>
      <FormControl.Label>{t('shop.product.quantity')}</FormControl.Label>
      <TextInput
        type="number"
        min={1}
        max={Math.max(1, stock)}
        value={text}
        className="cea-product__qty"
        onBlur={() => setText(String(qty))}
        onChange={(event) => {
          const value = Number(event.target.value)
          if (event.target.value === '' || !Number.isFinite(value)) {
            setText(event.target.value)
            return
          }
          const kept = quantityWithin(value, stock)
          setText(String(kept))
          onChange(kept)
        }}
      />
    </FormControl>
  )
}
