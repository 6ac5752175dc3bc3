import { useCardKit } from '../../cards/useCardKit'

/** A card's shared props in a sample: the page's kit, populated with `data`, under the card's h2. */
export function useSampleCard<Data>(data: Data) {
  const kit = useCardKit()
  return {
    kit,
    status: 'populated' as const,
    data,
    headingLevel: 3 as const,
    onRetry: () => undefined,
  }
}
