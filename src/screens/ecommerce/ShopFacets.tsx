import { Button, Checkbox, Radio, TextInput } from '@primer/react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FacetCount, ProductFacets } from '../../api/types/ecommerce'
import { FormField } from '../../components/form-field/FormField'
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
        <FacetChoice
          key={option.value}
          control={
            <Checkbox
              checked={filters[name].includes(option.value)}
              onChange={() => send(name, toggled(filters[name], option.value))}
            />
          }
        >
          {word(option.value)}{' '}
          <span className="cea-shop-facet__count">({count(option.count)})</span>
        </FacetChoice>
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
          <FacetChoice
            control={
              <Checkbox
                checked={filters.freeShipping === 'true'}
                onChange={(event) => send('freeShipping', event.target.checked ? 'true' : '')}
              />
            }
          >
            {t('shop.facets.freeShipping')}{' '}
            <span className="cea-shop-facet__count">({count(facets.freeShipping)})</span>
          </FacetChoice>
          <FacetChoice
            control={
              <Checkbox
                checked={filters.inStock === 'true'}
                onChange={(event) => send('inStock', event.target.checked ? 'true' : '')}
              />
            }
          >
            {t('shop.facets.inStock')}{' '}
            <span className="cea-shop-facet__count">({count(facets.inStock)})</span>
          </FacetChoice>
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
        <FacetChoice
          key={option.value}
          control={
            <Radio
              name="shop-rating"
              value={option.value}
              checked={value === option.value}
              onChange={() => onPick(option.value)}
            />
          }
        >
          {option.value === ''
            ? t('shop.facets.anyRating')
            : t('shop.facets.ratingAtLeast', { rating: count(Number(option.value)) })}
          {option.count === null ? null : (
            <span className="cea-shop-facet__count"> ({count(option.count)})</span>
          )}
        </FacetChoice>
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
          <FormField label={t('shop.facets.priceMin')}>
            {(field) => (
              <TextInput
                {...field}
                inputMode="numeric"
                pattern="[0-9]*"
                value={typed.min}
                onChange={(event) => setTyped({ ...typed, min: event.target.value })}
                block
              />
            )}
          </FormField>
          <FormField label={t('shop.facets.priceMax')}>
            {(field) => (
              <TextInput
                {...field}
                inputMode="numeric"
                pattern="[0-9]*"
                value={typed.max}
                onChange={(event) => setTyped({ ...typed, max: event.target.value })}
                block
              />
            )}
          </FormField>
        </div>
        <Button type="submit" size="small">
          {t('shop.facets.applyPrice')}
        </Button>
      </fieldset>
    </form>
  )
}

/** A checkbox or radio with its words: the label holds both, so a click on the words ticks it. */
function FacetChoice({ control, children }: { control: ReactNode; children: ReactNode }) {
  return (
    <label className="cea-shop-choice">
      {control}
      <span>{children}</span>
    </label>
  )
}
