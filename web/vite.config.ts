import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import {
  editionPreview,
  htmlLangAttribute,
  localeModules,
  rootServiceWorkerRegister,
} from './build/locale-modules';
import { certificateJwks } from './build/certificate-jwks';
import { site } from './src/config/site';
import { languageFacts, translatedLanguages } from '../functions/src/contracts/languages';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Which edition to build (docs/decisions.md, 'Marathi edition as a second build'): English by
 * default, at the root, into dist/; `SITE_LOCALE=mr` builds the Marathi one at /mr/ into dist/mr/,
 * with every module that has a `.mr.ts(x)` twin replaced by it (build/locale-modules.ts). Images,
 * icons and the service worker stay at the root, shared by both editions: the Marathi build copies
 * no public files and compiles no worker.
 */
const siteLocale = process.env.SITE_LOCALE?.trim() || 'en';
if (!/^[a-z]{2}$/.test(siteLocale)) throw new Error(`SITE_LOCALE must be a language code`);
const translated = siteLocale !== 'en';

const marathiPlugins = () => [
  localeModules({
    locale: siteLocale,
    roots: [fromHere('./src'), fromHere('../functions/src/contracts')],
  }),
  rootServiceWorkerRegister(),
  htmlLangAttribute(siteLocale),
];

export default defineConfig({
  base: translated ? `/${siteLocale}/` : '/',
  publicDir: translated ? false : 'public',
  plugins: [
    react(),
    // The certificates' public keys: a module for /verify, and /.well-known/jwks.json.
    certificateJwks({ emitFile: !translated }),
    ...(translated
      ? marathiPlugins()
      : [
          editionPreview(
            fromHere('./dist'),
            translatedLanguages.map((language) => languageFacts[language].pathPrefix),
          ),
        ]),
    // Installable and offline (docs/decisions.md, 'Service worker'). "injectManifest": the service
    // worker is our own module (src/service-worker/sw.ts, its cache rules unit tested), compiled
    // here. The precache list is injected after prerendering by scripts/build/precache-sw.mjs, as the
    // pages it lists are written only then; hence no injection point here. The app registers it
    // itself, lazily (features/offline), so nothing is added to the initial bundle.
    !translated &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
        manifest: {
          name: site.name,
          short_name: site.shortName,
          description: site.tagline,
          id: '/',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          lang: 'en-IN',
          dir: 'ltr',
          // tokens.css: --color-ink (the header) and --color-bg (the page).
          theme_color: '#141b34',
          background_color: '#fbf7f0',
          icons: [
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
      }),
  ],
  resolve: {
    alias: {
      '@/': fromHere('./src/'),
      '@contracts/': fromHere('../functions/src/contracts/'),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // In `npm run dev` the API is the Functions emulator behind the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  // The server entry (scripts/build/prerender.mjs) carries its dependencies inside it: the events page
  // function (functions/src/events-page.ts) runs it where the web app's packages are not installed.
  ssr: { noExternal: true },
  build: {
    outDir: translated ? `dist/${siteLocale}` : 'dist',
    target: 'es2022',
    // A single CSS file and small route chunks; the budget is checked by scripts/measure/bundle-size.mjs.
    cssCodeSplit: true,
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Time limits catch a hung test, never a slow one: on a busy 2-core machine rendering a screen
    // and typing into it can take seconds (no assertion depends on wall-clock speed,
    // docs/testing.md).
    testTimeout: 30_000,
  },
});
