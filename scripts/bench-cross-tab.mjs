// Cross-tab delay: two tabs of the built app on the same chat; a message is sent in one, and the
// time is taken until its text shows in the other (which never reloads). That path is the
// sending tab's call, the back-end worker's write and its announcement, the other tab's refetch
// and render; both calls wait the simulated back end's latency (VITE_API_LATENCY_MS, else 300 ms,
// as the build had it), so about twice that of the figure is that wait. Both times are read in the pages
// (`Date.now()` at the Enter key's keydown, and when a MutationObserver sees the text).
import { chromium } from 'playwright'
import { benchChromiumPath, chromiumArgs } from './chromium-path.mjs'
import { signIn, startPreview } from './bench-first-load.mjs'

const port = 4178
const site = `http://127.0.0.1:${port}`
const chatPath = '/apps/chat/4'
const box = (page) => page.getByRole('textbox', { name: "Message to Liam O'Connell" })

export async function benchCrossTab({ distDir = 'dist', runs = 10 } = {}) {
  const server = await startPreview(distDir, { port })
  const browser = await chromium.launch({ executablePath: benchChromiumPath(), args: chromiumArgs })
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const sender = await context.newPage()
    await signIn(sender, site)
    const watcher = await context.newPage()
    for (const tab of [sender, watcher]) {
      await tab.goto(`${site}${chatPath}`)
      await box(tab).waitFor()
    }
    await sender.evaluate(() => {
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter') window.__sentAt = Date.now()
        },
        { capture: true },
      )
    })
    const loadedAt = await watcher.evaluate(() => performance.timeOrigin)
    const delays = []
    for (let run = 1; run <= runs; run += 1) {
      const text = `Cross-tab bench message ${run} ${Date.now()}`
      const seen = watcher.evaluate(
        (wanted) =>
          new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (!document.body.textContent?.includes(wanted)) return
              observer.disconnect()
              resolve(Date.now())
            })
            observer.observe(document.body, { childList: true, subtree: true, characterData: true })
          }),
        text,
      )
      await box(sender).fill(text)
      await box(sender).press('Enter')
      const seenAt = await seen
      const sentAt = await sender.evaluate(() => window.__sentAt)
      delays.push(seenAt - sentAt)
      // Let both tabs settle (the send's own refetches) before the next message.
      await sender.waitForTimeout(800)
    }
    if ((await watcher.evaluate(() => performance.timeOrigin)) !== loadedAt)
      throw new Error('The watching tab reloaded: the figure would not be a cross-tab update')
    const sorted = [...delays].sort((a, b) => a - b)
    const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
    const configured = Number(process.env.VITE_API_LATENCY_MS)
    const latencyMs = Number.isFinite(configured) && configured >= 0 ? configured : 300
    return { runs, medianMs: at(0.5), p95Ms: at(0.95), maxMs: sorted.at(-1), latencyMs }
  } finally {
    await browser.close()
    server.kill()
  }
}

export function printCrossTab(result) {
  console.log(
    `\nCross-tab chat (a message sent in one tab, shown in another; ${result.runs} messages, ` +
      `back-end latency ${result.latencyMs} ms per call)`,
  )
  console.log(`median ${result.medianMs} ms  p95 ${result.p95Ms} ms  max ${result.maxMs} ms`)
}
