import { Route, Routes } from 'react-router-dom'
import { MainLayout } from '../../src/app/layouts/MainLayout'
import { StartScreen } from '../../src/screens/start/StartScreen'

/** The signed-in frame around the home page, as the app routes it. */
export function ShellPreview() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<StartScreen />} />
      </Route>
    </Routes>
  )
}
