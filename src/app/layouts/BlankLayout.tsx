import { Outlet } from 'react-router-dom'
import { CustomizerPanel } from '../../screens/preferences/CustomizerPanel'

/** Auth and misc pages: the page alone, and the customizer on the edge. */
export function BlankLayout() {
  return (
    <>
      <Outlet />
      <CustomizerPanel />
    </>
  )
}
