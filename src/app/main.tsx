// First: its module applies the stylesheets before the router's module starts the route's import.
import { stylesheetsApplied } from './stylesheetsApplied'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { startBackendInBackground } from './backend'
import { startFirstRequests } from './firstRequests'
import { initI18n, loadEveryText } from './i18n'
import { afterFirstScreenSettles } from './loadingScreenElement'
import { warmIntlFormats } from './warmIntl'

void startBackendInBackground()
startFirstRequests()
void initI18n().then(() => warmIntlFormats(document.documentElement.lang))
// Where the first screen came with only its own texts, the others follow once it has settled
// (a route opened before then waits for them in its loader).
void afterFirstScreenSettles().then(loadEveryText)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)
// The stylesheets load beside the scripts, and are in by now on most visits.
void stylesheetsApplied.then(() =>
  // A transition lets React render the first screen in slices, yielding to the browser between
  // them, instead of one long task that holds up input while the dashboard mounts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  }),
)
