import { FilterIcon, ListUnorderedIcon, AppsIcon, SearchIcon } from '@primer/octicons-react'
import { Button, SegmentedControl, Select, TextInput } from '@primer/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListCardLayout } from '../../components/list-grid/ListCardGrid'
import { productSorts, type ProductSort } from '../../api/types/ecommerce'
import { sortByOf } from '../../machines/ecommerce/shopListMachine'
import { ShopContext, useShopList, useShopListActor } from './shopContext'
import { useCount } from './shopFormat'

/** The shop draws its products as the shared card grid does: in columns or one a row. */
export type ShopLayout = ListCardLayout

export interface ShopToolbarProps {
  layout: ShopLayout
  onLayout: (layout: ShopLayout) => void
  /** Phones: the filters open in a drawer. */
  hasFilterButton: boolean
}

const sortEvent = (sortBy: ProductSort) =>
  sortBy === 'featured'
    ? ({ type: 'list.sort', column: '', direction: 'asc' } as const)
    : ({
        type: 'list.sort',
        column: 'price',
        direction: sortBy === 'price-asc' ? 'asc' : 'desc',
      } as const)

/** Search (waits for a pause in typing), sort, how many match, grid or list, and Filters on phones. */
export function ShopToolbar({ layout, onLayout, hasFilterButton }: ShopToolbarProps) {
  const { t } = useTranslation()
  const shop = ShopContext.useActorRef()
  const list = useShopListActor()
  const searchText = useShopList((snapshot) => snapshot.context.searchText)
  const sortBy = useShopList((snapshot) => sortByOf(snapshot.context.params))
  const total = useShopList((snapshot) => snapshot.context.total)
  const isLoaded = useShopList((snapshot) => !snapshot.hasTag('loading'))
  const count = useCount()
  const sortId = useId()
  return (
    <div className="cea-shop-toolbar">
      <TextInput
        type="search"
        leadingVisual={SearchIcon}
        aria-label={t('shop.search.label')}
        placeholder={t('shop.search.placeholder')}
        value={searchText}
        onChange={(event) => list.send({ type: 'list.search', text: event.target.value })}
        className="cea-shop-toolbar__search"
      />
      <div className="cea-shop-toolbar__row">
        <p className="cea-shop-toolbar__total" role="status">
          {isLoaded ? t('shop.results', { count: total, shown: count(total) }) : null}
        </p>
        {hasFilterButton ? (
          <Button leadingVisual={FilterIcon} onClick={() => shop.send({ type: 'filters.open' })}>
            {t('shop.facets.open')}
          </Button>
        ) : null}
        <label htmlFor={sortId} className="cea-shop-toolbar__label">
          {t('shop.sort.label')}
        </label>
        <Select
          id={sortId}
          value={sortBy}
          onChange={(event) => {
            const picked = productSorts.find((value) => value === event.target.value)
            if (picked) list.send(sortEvent(picked))
          }}
        >
          {productSorts.map((value) => (
            <Select.Option key={value} value={value}>
              {t(`shop.sort.${value}`)}
            </Select.Option>
          ))}
        </Select>
        <SegmentedControl aria-label={t('shop.layout.label')} size="small">
          <SegmentedControl.IconButton
            icon={AppsIcon}
            aria-label={t('shop.layout.grid')}
            selected={layout === 'grid'}
            onClick={() => onLayout('grid')}
          />
          <SegmentedControl.IconButton
            icon={ListUnorderedIcon}
            aria-label={t('shop.layout.list')}
            selected={layout === 'list'}
            onClick={() => onLayout('list')}
          />
        </SegmentedControl>
      </div>
    </div>
  )
}
