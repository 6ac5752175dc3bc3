/** The chat's address: `/apps/chat` with no chat open, `/apps/chat/:contactId` with one. */
export const chatBasePath = '/apps/chat'

export const chatPath = (contactId: number | null = null) =>
  contactId === null ? chatBasePath : `${chatBasePath}/${contactId}`

/** The open chat of a `:contactId` route parameter: a positive whole number, else none. */
export function contactIdFromParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null
  const id = Number(param)
  return id > 0 ? id : null
}
