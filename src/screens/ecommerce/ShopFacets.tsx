import { Button, Checkbox, FormControl, Radio, TextInput } from '@primer/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FacetCount, ProductFacets } from '../../api/types/ecommerce'
import { isFiltered } from '../../machines/list/listParams'
import { filterEvent } from '../../machines/list/listSteps'
import type { ShopFilters } from '../../machines/ecommerce/shopListMachine'
import { useShopList, useShopListActor } from './shopContext'
import { useCategoryName, useCount } from './shopFormat'

type SetFilter = 'categories' | 'brands'

/** Adds or takes out one option of a set filter. */
const toggled = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value]

/**
 * The filters with a count per option for the current search: categories and brands (any of
 * the ticked), price, minimum rating, free shipping, in stock; and Clear all.
 */
export function ShopFacets() {
  const { t } = useTranslation()
  const list = useShopListActor()
  const filters = useShopList((snapshot) => snapshot.context.params.filters)
  const facets = useShopList((snapshot) => snapshot.context.summary?.facets ?? null)
  const hasFilters = useShopList((snapshot) => isFiltered(snapshot.context.params))
  const count = useCount()
  const categoryName = useCategoryName()
  const send = <Name extends keyof ShopFilters & string>(name: Name, value: ShopFilters[Name]) =>
    list.send(filterEvent<ShopFilters, Name>(name, value))

  const optionSet = (
    name: SetFilter,
    options: FacetCount<string>[],
    word: (v: string) => string,
  ) => (
    <fieldset className="cea-shop-facet">
      <legend className="cea-shop-facet__title">{t(`shop.facets.${name}`)}</legend>
      {options.map((option) => (
        <FormControl key={option.value}>
          <Checkbox
            checked={filters[name].includes(option.value)}
            onChange={() => send(name, toggled(filters[name], option.value))}
          />
          <FormControl.Label>
            {word(option.value)}{' '}
            <span className="cea-shop-facet__count">({count(option.count)})</span>
          </FormControl.Label>
        </FormControl>
      ))}
    </fieldset>
  )

  return (
    <div className="cea-shop-facets">
      <Button block disabled={!hasFilters} onClick={() => list.send({ type: 'list.clearFilters' })}>
        {t('shop.facets.clearAll')}
      </Button>
      {facets ? optionSet('categories', facets.categories, categoryName) : null}
      {facets ? optionSet('brands', facets.brands, (brand) => brand) : null}
      <PriceRange
        key={`${filters.price.min}-${filters.price.max}`}
        min={filters.price.min}
        max={filters.price.max}
        onApply={(price) => send('price', price)}
      />
      {facets ? (
        <RatingFacet facets={facets} value={filters.rating} onPick={(v) => send('rating', v)} />
      ) : null}
      {facets ? (
        <fieldset className="cea-shop-facet">
          <legend className="cea-shop-facet__title">{t('shop.facets.availability')}</legend>
          <FormControl>
            <Checkbox
              checked={filters.freeShipping === 'true'}
              onChange={(event) => send('freeShipping', event.target.checked ? 'true' : '')}
            />
            <FormControl.Label>
              {t('shop.facets.freeShipping')}{' '}
              <span className="cea-shop-facet__count">({count(facets.freeShipping)})</span>
            </FormControl.Label>
          </FormControl>
          <FormControl>
            <Checkbox
              checked={filters.inStock === 'true'}
              onChange={(event) => send('inStock', event.target.checked ? 'true' : '')}
            />
            <FormControl.Label>
              {t('shop.facets.inStock')}{' '}
              <span className="cea-shop-facet__count">({count(facets.inStock)})</span>
            </FormControl.Label>
          </FormControl>
        </fieldset>
      ) : null}
    </div>
  )
}

function RatingFacet({
  facets,
  value,
  onPick,
}: {
  facets: ProductFacets
  value: string
  onPick: (value: string) => void
}) {
  const { t } = useTranslation()
  const count = useCount()
  return (
    <fieldset className="cea-shop-facet">
      <legend className="cea-shop-facet__title">{t('shop.facets.rating')}</legend>
      {[
        { value: '', count: null },
        ...facets.ratings.map((option) => ({ ...option, value: String(option.value) })),
      ].map((option) => (
        <FormControl key={option.value}>
          <Radio
            name="shop-rating"
            value={option.value}
            checked={value === option.value}
            onChange={() => onPick(option.value)}
          />
          <FormControl.Label>
            {option.value === ''
              ? t('shop.facets.anyRating')
              : t('shop.facets.ratingAtLeast', { rating: count(Number(option.value)) })}
            {option.count === null ? null : (
              <span className="cea-shop-facet__count"> ({count(option.count)})</span>
            )}
          </FormControl.Label>
        </FormControl>
      ))}
    </fieldset>
  )
}

/** From–to in whole dollars, applied together (a new range from elsewhere remounts it). */
function PriceRange({
  min,
  max,
  onApply,
}: {
  min: string
  max: string
  onApply: (price: { min: string; max: string }) => void
}) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState({ min, max })
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply({ min: typed.min.trim(), max: typed.max.trim() })
  }
  return (
    <form onSubmit={apply}>
      <fieldset className="cea-shop-facet">
        <legend className="cea-shop-facet__title">{t('shop.facets.price')}</legend>
        <div className="cea-shop-price">
          <FormControl>
            <FormControl.Label>{t('shop.facets.priceMin')}</FormControl.Label>
            <TextInput
              inputMode="numeric"
              pattern="[0-9]*"
              value={typed.min}
              onChange={(event) => setTyped({ ...typed, min: event.target.value })}
              block
            />
          </FormControl>
          <FormControl>
            <FormControl.Label>{t('shop.facets.priceMax')}</FormControl.Label>
            <TextInput
              inputMode="numeric"
              pattern="[0-9]*"
              value={typed.max}
              onChange={(event) => setTyped({ ...typed, max: event.target.value })}
              block
            />
          </FormControl>
        </div>
        <Button type="submit" size="small">
          {t('shop.facets.applyPrice')}
        </Button>
      </fieldset>
    </form>
  )
}
