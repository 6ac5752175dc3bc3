import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The translation files, and msw's worker (Storybook keeps the back end in the page).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
