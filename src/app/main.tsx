import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { startBackendInBackground } from './backend'
import { initI18n } from './i18n'

void startBackendInBackground()
void initI18n()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
