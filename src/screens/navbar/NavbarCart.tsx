import { useTranslation } from 'react-i18next'
import { CartDropdown } from '../../components/navbar/CartDropdown'
import type { NavbarWidgetAppearance } from '../../components/navbar/NavbarRowButton'
import { AuthContext } from '../auth/authContext'
import { CartContext } from './navbarContexts'
import { cartLabels } from './navbarLabels'

/**
 * The cart button and dropdown (CartContext inside NavbarProvider); nothing for a
 * user who may not read the shop (the cart calls would be refused).
 */
export function NavbarCart({ appearance }: { appearance?: NavbarWidgetAppearance }) {
  const { t, i18n } = useTranslation()
  const canShop = AuthContext.useSelector((state) => state.context.ability.can('read', 'Ecommerce'))
  const actor = CartContext.useActorRef()
  const status = CartContext.useSelector((state) =>
    state.hasTag('loading')
      ? 'loading'
      : state.hasTag('error')
        ? 'error'
        : state.hasTag('empty')
          ? 'empty'
          : state.hasTag('populated')
            ? 'populated'
            : 'idle',
  )
  const count = CartContext.useSelector((state) => state.context.count)
  const items = CartContext.useSelector((state) => state.context.items)
  const total = CartContext.useSelector((state) => state.context.total)
  const removingId = CartContext.useSelector((state) => state.context.removingId)
  const hasRemoveError = CartContext.useSelector((state) => state.context.removeError !== null)
  if (!canShop) return null
  return (
    <CartDropdown
      status={status}
      count={count}
      items={items}
      total={total}
      removingId={removingId}
      errorMessage={t('navbar.errorBody')}
      removeErrorMessage={hasRemoveError ? t('navbar.cart.removeError') : null}
      locale={i18n.language}
      appearance={appearance}
      labels={cartLabels(t)}
      onOpen={() => actor.send({ type: 'cart.load' })}
      onRemove={(productId) => actor.send({ type: 'cart.remove', productId })}
      onRetry={() => actor.send({ type: 'cart.load' })}
    />
  )
}
