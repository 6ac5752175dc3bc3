import { XIcon } from '@primer/octicons-react'
import { AnchoredOverlay, IconButton, Label, LinkButton } from '@primer/react'
import { ScrollableRegion } from '../scrollable-region/ScrollableRegion'
import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { CartProduct } from '../../api/types/ecommerce'
import { CartIcon } from './CartIcon'
import { CountedAnchor, type NavbarWidgetAppearance } from './NavbarRowButton'
import { PanelLoadState, PanelState } from './PanelState'
import './navbar.css'

export interface CartDropdownLabels {
  /** The visible text of the drawer row, e.g. "Cart". */
  name: string
  /** The cart button's accessible name, with the count. */
  button: (count: number) => string
  title: string
  itemsCount: (count: number) => string
  quantity: (qty: number) => string
  remove: (name: string) => string
  /** Said while an item is being removed, e.g. "Removing". */
  removing: string
  total: string
  checkout: string
  emptyTitle: string
  emptyMessage: string
  shop: string
  loading: string
  errorTitle: string
  retry: string
}

export interface CartDropdownProps {
  /** The panel's face: not opened yet, loading, failed, empty or the items. */
  status: 'idle' | 'loading' | 'error' | 'empty' | 'populated'
  /** Units in the cart (the badge). */
  count: number
  /** The products in the cart, with their quantities and prices (minor units). */
  items: CartProduct[]
  /** The cart's total as the back end priced it (discounts, coupon, delivery, tax), minor units. */
  total: number
  /** The product being removed (its row says so), or null. */
  removingId?: number | null
  /** Why loading failed, when known. */
  errorMessage?: string | null
  /** Why the last remove failed, or null. */
  removeErrorMessage?: string | null
  /** For prices. */
  locale: string
  /** The cart's words, already translated. */
  labels: CartDropdownLabels
  /** Where Checkout goes. */
  checkoutHref?: string
  /** Where the empty cart's shop link goes. */
  shopHref?: string
  /** The dropdown opened: time to (re)load the cart. */
  onOpen: () => void
  /** A product's Remove was pressed. */
  onRemove: (productId: number) => void
  /** Try again after a failed load. */
  onRetry: () => void
  /** An icon in the bar (default) or a row in the phone's drawer. */
  appearance?: NavbarWidgetAppearance
}

/** The navbar cart: a count badge, and a dropdown of the lines with a total and checkout. */
export function CartDropdown({
  status,
  count,
  items,
  total,
  removingId = null,
  errorMessage,
  removeErrorMessage,
  locale,
  labels,
  checkoutHref = '/apps/ecommerce/checkout',
  shopHref = '/apps/ecommerce/shop',
  onOpen,
  onRemove,
  onRetry,
  appearance = 'icon',
}: CartDropdownProps) {
  const [isOpen, setIsOpen] = useState(false)
  const titleId = useId()
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const close = () => setIsOpen(false)
  return (
    <AnchoredOverlay
      open={isOpen}
      onOpen={() => {
        setIsOpen(true)
        onOpen()
      }}
      onClose={close}
      renderAnchor={(anchorProps) => (
        <CountedAnchor
          {...anchorProps}
          appearance={appearance}
          icon={CartIcon}
          text={labels.name}
          label={labels.button(count)}
          count={count}
        />
      )}
      overlayProps={{ role: 'dialog', 'aria-labelledby': titleId }}
      align="end"
    >
      <div className="cea-navbar-panel">
        <div className="cea-navbar-panel__header">
          <h2 id={titleId} className="cea-navbar-panel__title">
            {labels.title}
          </h2>
          {status === 'populated' ? (
            <Label variant="accent">{labels.itemsCount(count)}</Label>
          ) : null}
        </div>
        <PanelLoadState
          status={status === 'idle' ? 'loading' : status}
          labels={labels}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
        {status === 'empty' ? (
          <PanelState
            kind="empty"
            icon={CartIcon}
            title={labels.emptyTitle}
            message={labels.emptyMessage}
            action={
              <LinkButton as={RouterLink} to={shopHref} size="small" onClick={close}>
                {labels.shop}
              </LinkButton>
            }
          />
        ) : null}
        {status === 'populated' ? (
          <>
            <ScrollableRegion aria-labelledby={titleId} className="cea-navbar-panel__body">
              <ul className="cea-navbar-list">
                {items.map((item) => (
                  <li key={item.id} className="cea-navbar-list__item">
                    <img className="cea-navbar-list__image" src={item.image} alt="" />
                    <div className="cea-navbar-list__main">
                      <p className="cea-navbar-list__title">{item.name}</p>
                      <p className="cea-navbar-list__text">{labels.quantity(item.qty)}</p>
                      <p className="cea-navbar-list__text">{money.format(item.price / 100)}</p>
                    </div>
                    <IconButton
                      icon={XIcon}
                      size="small"
                      variant="invisible"
                      aria-label={labels.remove(item.name)}
                      loading={removingId === item.id}
                      loadingAnnouncement={labels.removing}
                      disabled={removingId !== null}
                      onClick={() => onRemove(item.id)}
                    />
                  </li>
                ))}
              </ul>
            </ScrollableRegion>
            <div className="cea-navbar-panel__footer">
              {removeErrorMessage ? (
                <p role="alert" className="cea-navbar-list__text">
                  {removeErrorMessage}
                </p>
              ) : null}
              <p className="cea-navbar-total">
                <span>{labels.total}</span>
                <span>{money.format(total / 100)}</span>
              </p>
              <LinkButton as={RouterLink} to={checkoutHref} variant="primary" block onClick={close}>
                {labels.checkout}
              </LinkButton>
            </div>
          </>
        ) : null}
      </div>
    </AnchoredOverlay>
  )
}
