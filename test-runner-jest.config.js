// The Storybook test-runner's Jest config: Debian's Chromium (or the one
// scripts/ensure-chromium.mjs found), headless, on a closed network.
import { getJestConfig } from '@storybook/test-runner'
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs'

const base = getJestConfig()

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      // A desktop window (below 1200 px the shell's menu is an overlay); reduced motion, so
      // entrance animations never catch a play mid-fade.
      contextOptions: { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' },
    },
  },
}
