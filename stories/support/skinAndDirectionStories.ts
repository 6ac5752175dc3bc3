// Dark and right-to-left stories shared by screens: each names what its play looks for.
import { expect, waitFor, within } from 'storybook/test'

type Canvas = ReturnType<typeof within>

/** Waits for a section of the page by its heading (the page has loaded). */
export const findSection = (canvas: Canvas, name: string) =>
  waitFor(() => canvas.getByRole('region', { name }), { timeout: 5000 })

/** A page in the dark skin: `section` drawn dark, its `button` shown. */
export const darkStoryOf = (section: string, button: string) => ({
  globals: { skin: 'dark' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    const found = await findSection(canvas, section)
    await expect(found.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(canvas.getByRole('button', { name: button })).toBeVisible()
  },
})

/**
 * A page in Arabic, right to left: a section and a button by their names, and, on a page with
 * tabs, the tab link `tab` current (null: a page without tabs).
 */
export const rightToLeftStoryOf = (tab: string | null, section: string, button: string) => ({
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    if (tab)
      await expect(
        await canvas.findByRole('link', { name: tab }, { timeout: 5000 }),
      ).toHaveAttribute('aria-current', 'page')
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(await findSection(canvas, section)).toBeVisible()
    await expect(canvas.getByRole('button', { name: button })).toBeVisible()
  },
})
