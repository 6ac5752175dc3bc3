import type { Plugin } from 'vite'

/** Marks the inline script of index.html that firstLoadPreloads writes, for this plugin to move. */
export const firstLoadScriptAttribute = 'data-cea-first-load'

/** A tag of index.html's head that asks for a script or a stylesheet, as the DOM calls to make it. */
interface RequestTag {
  element: 'script' | 'link'
  attributes: Array<[string, string]>
}

const attributePattern = /([\w-]+)(?:="([^"]*)")?/g

function parseTag(element: 'script' | 'link', attributes: string): RequestTag {
  return {
    element,
    attributes: [...attributes.matchAll(attributePattern)].map(([, name = '', value = '']) => [
      name,
      value,
    ]),
  }
}

/** The statement that adds one tag to the head, with its attributes as they were. */
function appendStatement(tag: RequestTag): string {
  return `a(${JSON.stringify(tag.element)},${JSON.stringify(tag.attributes)})`
}

/** The script that asks for everything once the loading screen has painted. */
function loaderScript(tags: RequestTag[], firstLoadScripts: string[]): string {
  // In index.html's order, the entry's tags in one task: the stylesheets' links are in the head
  // long before the entry has loaded and runs (src/app/appStylesheets.ts reads them). The page's
  // own preloads follow in later tasks, a few links each (firstLoadPreloads).
  const statements = [
    ...tags.map(appendStatement),
    ...firstLoadScripts.map((script) => script.trim()),
  ]
  return `;(function () {
  function a(name, attributes) {
    var element = document.createElement(name)
    for (var i = 0; i < attributes.length; i++) element.setAttribute(attributes[i][0], attributes[i][1])
    document.head.appendChild(element)
  }
  var started = false
  function load() {
    if (started) return
    started = true
    ${statements.join('\n    ')}
  }
  // A hidden tab paints nothing and runs no animation frame: it loads at once.
  if (document.visibilityState !== 'visible') load()
  else {
    document.addEventListener('visibilitychange', load, { once: true })
    requestAnimationFrame(function () { setTimeout(load, 0) })
  }
})()`
}

/**
 * The loading screen paints before the page asks for any script or stylesheet: index.html's
 * module script, its `<link rel=modulepreload>` and stylesheet preloads, and the script that
 * preloads the chunks of the page being opened (firstLoadPreloads) become one script at the end
 * of the body, which adds them once the first frame is out (the task after the first animation
 * frame; at once in a hidden tab). On a cold visit the first paint no longer races the entry's
 * scripts: when they arrived before it (a fast link, a warm cache), it waited for them to be
 * compiled and run, and a phone's simulated load in Lighthouse counts every script that had
 * arrived before the first paint as blocking it (FCP 0.9 s or 1.8–2.1 s on the same page).
 */
export function firstPaintFirst(): Plugin {
  return {
    name: 'cea-first-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The app's page only (Storybook builds its own iframe.html with this config).
        if (!context.bundle || context.path !== '/index.html') return
        const tags: RequestTag[] = []
        const firstLoadScripts: string[] = []
        const head = html
          .replace(/\s*<script type="module"([^>]*)><\/script>/g, (_tag, attributes: string) => {
            tags.push(parseTag('script', `type="module"${attributes}`))
            return ''
          })
          .replace(
            /\s*<link rel="(modulepreload|preload)"([^>]*)>/g,
            (tag, rel: string, attributes: string) => {
              // Only scripts and stylesheets: other preloads (none today) stay where they are.
              if (rel === 'preload' && !attributes.includes('as="style"')) return tag
              tags.push(parseTag('link', `rel="${rel}"${attributes}`))
              return ''
            },
          )
          .replace(
            new RegExp(`\\s*<script ${firstLoadScriptAttribute}>([\\s\\S]*?)</script>`),
            (_tag, script: string) => {
              firstLoadScripts.push(script)
              return ''
            },
          )
        if (!tags.some((tag) => tag.element === 'script'))
          throw new Error('firstPaintFirst: no module <script> in index.html')
        return head.replace(
          '</body>',
          `  <script>${loaderScript(tags, firstLoadScripts)}</script>\n  </body>`,
        )
      },
    },
  }
}
