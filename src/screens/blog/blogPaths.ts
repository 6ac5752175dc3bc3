// The blog's addresses, shared by its screens.

export const blogListPath = '/pages/blog/list'
export const blogPostPath = (id: number) => `/pages/blog/detail/${id}`
/** The editor: a post's id, or (no id) a post not yet written. */
export const blogEditPath = (id?: number) =>
  id === undefined ? '/pages/blog/edit' : `/pages/blog/edit/${id}`
/** The list narrowed to a category value (`travel`). */
export const blogCategoryPath = (value: string) =>
  `${blogListPath}?${new URLSearchParams({ category: value }).toString()}`
/** A sidebar category's value: the catalogue's values are its labels in lowercase. */
export const categoryValueOf = (label: string) => label.toLowerCase()
