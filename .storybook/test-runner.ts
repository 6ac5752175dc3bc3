// The test-runner has no manager to size the preview: each story gets the window of its
// viewport global (phone and tablet stories), every other story the desktop one.
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner'
import { testWindowFor } from './viewports'

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context)
    const globals: unknown = Reflect.get(story, 'storyGlobals')
    const viewport =
      globals && typeof globals === 'object' ? Reflect.get(globals, 'viewport') : null
    await page.setViewportSize(testWindowFor(viewport))
  },
}

export default config
