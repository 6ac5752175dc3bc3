import { Heading } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Dialog } from '../../components/dialog/Dialog'
import { useMediaQuery } from '../../components/hooks/useMediaQuery'
import { paramsFromSearch } from '../../machines/list/listParams'
import { shopListShape } from '../../machines/ecommerce/shopListMachine'
import type { ShopInput } from '../../machines/ecommerce/shopMachine'
import { useListUrl } from '../list/useListUrl'
import { ShopContext, useShopListActor, useShopWrites } from './shopContext'
import { ShopFacets } from './ShopFacets'
import { ShopNotice } from './ShopNotice'
import { ShopProducts } from './ShopProducts'
import { type ShopLayout, ShopToolbar } from './ShopToolbar'
import './shop.css'

export interface ShopScreenProps {
  /** Search pause, for stories and tests; the params always come from the URL. */
  options?: Omit<ShopInput, 'params'>
}

/** The URL's key for the layout, which is the screen's, not the list's. */
const layoutKey = 'view'
const screenKeys = [layoutKey]

/** /apps/ecommerce/shop: filters with counts, then the products, 9 a page. */
export function ShopScreen({ options }: ShopScreenProps) {
  const [search] = useSearchParams()
  const [input] = useState<ShopInput>(() => ({
    ...options,
    params: paramsFromSearch(search, shopListShape),
  }))
  return (
    <ShopContext.Provider options={{ input }}>
      <Shop />
    </ShopContext.Provider>
  )
}

function Shop() {
  const { t } = useTranslation()
  const shop = ShopContext.useActorRef()
  const list = useShopListActor()
  const [search, setSearch] = useSearchParams()
  const isNarrow = useMediaQuery('(max-width: 1023.98px)')
  const isDrawerOpen = ShopContext.useSelector((snapshot) => snapshot.context.isFilterDrawerOpen)
  const failure = useShopWrites((snapshot) => snapshot.context.failure)
  const writes = ShopContext.useSelector((snapshot) => snapshot.children.writes)
  useListUrl(list, shopListShape, screenKeys)
  const layout: ShopLayout = search.get(layoutKey) === 'list' ? 'list' : 'grid'
  const setLayout = (next: ShopLayout) =>
    setSearch((current) => {
      const changed = new URLSearchParams(current)
      if (next === 'grid') changed.delete(layoutKey)
      else changed.set(layoutKey, next)
      return changed
    })

  return (
    <div className="cea-shop">
      <Heading as="h1" className="cea-shop__title">
        {t('shop.title')}
      </Heading>
      <ShopNotice failure={failure} onDismiss={() => writes?.send({ type: 'failure.dismiss' })} />
      <div className="cea-shop__panes">
        {isNarrow ? null : (
          <aside className="cea-shop__sidebar" aria-label={t('shop.facets.label')}>
            <ShopFacets />
          </aside>
        )}
        <div className="cea-shop__main">
          <ShopToolbar layout={layout} onLayout={setLayout} hasFilterButton={isNarrow} />
          <ShopProducts layout={layout} />
        </div>
      </div>
      {isNarrow && isDrawerOpen ? (
        <Dialog
          closeLabel={t('common.close')}
          title={t('shop.facets.label')}
          position="left"
          width="small"
          onClose={() => shop.send({ type: 'filters.close' })}
        >
          <ShopFacets />
        </Dialog>
      ) : null}
    </div>
  )
}
