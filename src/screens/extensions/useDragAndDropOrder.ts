import { useEffect, useState } from 'react'
import { type DragAndDropOrder, initialOrder, parseOrder } from './dragAndDropOrder'

/** Where the page keeps its order for the tab's session (sessionStorage: a reload keeps it). */
export const dragAndDropStorageKey = 'cea-extensions-drag-and-drop'

function storedOrder(): DragAndDropOrder {
  try {
    return parseOrder(sessionStorage.getItem(dragAndDropStorageKey)) ?? initialOrder
  } catch {
    return initialOrder
  }
}

/** The list's and the board's order, kept in sessionStorage for the rest of the tab's session. */
export function useDragAndDropOrder() {
  const [order, setOrder] = useState(storedOrder)
  useEffect(() => {
    try {
      sessionStorage.setItem(dragAndDropStorageKey, JSON.stringify(order))
    } catch {
      // storage unavailable: the order lasts while the page is open
    }
  }, [order])
  return [order, setOrder] as const
}
