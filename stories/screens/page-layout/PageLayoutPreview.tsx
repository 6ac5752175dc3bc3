import { Route, Routes } from 'react-router-dom'
import { MainLayout } from '../../../src/app/layouts/MainLayout'
import {
  type PageLayoutKind,
  pageLayoutPath,
} from '../../../src/screens/page-layout/pageLayoutKinds'
import { PageLayoutScreen } from '../../../src/screens/page-layout/PageLayoutScreen'

/** A page-layout page as the app routes it: in the main frame, or alone (blank). */
export function PageLayoutPreview({ kind }: { kind: PageLayoutKind }) {
  if (kind === 'layout-blank') return <PageLayoutScreen kind={kind} />
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<PageLayoutScreen kind={kind} />} />
      </Route>
    </Routes>
  )
}

/** The story's args and router for one page. */
export const pageLayoutStory = (kind: PageLayoutKind) => ({
  args: { kind },
  parameters: { router: { initialEntry: pageLayoutPath(kind) } },
})
