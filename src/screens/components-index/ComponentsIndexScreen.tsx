import { SearchIcon } from '@primer/octicons-react'
import { Button, FormControl, Heading, Text, TextInput } from '@primer/react'
import { Blankslate } from '@primer/react/experimental'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { type CatalogCard, catalogCards, ComponentCard } from './ComponentCard'
import './componentsIndex.css'

/** Entries whose name or purpose (in the active language) holds every word of the query. */
function matching(
  cards: readonly CatalogCard[],
  query: string,
  purposeOf: (entry: CatalogCard['entry']) => string,
  language: string,
): CatalogCard[] {
  const words = query.toLocaleLowerCase(language).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...cards]
  return cards.filter(({ entry }) => {
    const text = `${entry.name} ${purposeOf(entry)}`.toLocaleLowerCase(language)
    return words.every((word) => text.includes(word))
  })
}

/** /components: the kit's components, searchable by name and purpose (`?q=` in the URL). */
export function ComponentsIndexScreen() {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const query = search.get('q') ?? ''
  const shown = matching(catalogCards, query, (entry) => t(entry.descriptionKey), i18n.language)
  const setQuery = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current)
        if (next) params.set('q', next)
        else params.delete('q')
        return params
      },
      { replace: true },
    )
  return (
    <div className="cea-components-index">
      <Heading as="h1">{t('nav.item.components')}</Heading>
      <Text as="p">{t('componentsIndex.lead')}</Text>
      <div role="search" className="cea-components-index__search">
        <FormControl>
          <FormControl.Label>{t('componentsIndex.search')}</FormControl.Label>
          <TextInput
            type="search"
            leadingVisual={SearchIcon}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            block
          />
        </FormControl>
      </div>
      <Text as="p" role="status" className="cea-components-index__count">
        {t('componentsIndex.count', { count: shown.length })}
      </Text>
      {shown.length > 0 ? (
        <ul className="cea-components-index__grid">
          {shown.map((card) => (
            <ComponentCard key={card.entry.name} card={card} />
          ))}
        </ul>
      ) : (
        <Blankslate>
          <Blankslate.Heading as="h2">{t('componentsIndex.none', { query })}</Blankslate.Heading>
          <Blankslate.Description>{t('componentsIndex.noneHint')}</Blankslate.Description>
          <Button onClick={() => setQuery('')}>{t('componentsIndex.clear')}</Button>
        </Blankslate>
      )}
    </div>
  )
}
