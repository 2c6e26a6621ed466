// 学習ログのサイト設定
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import starlightLinksValidator from 'starlight-links-validator';
import { redirects } from './site.mjs';

export default defineConfig({
  site: 'https://example.github.io',
  base: '/study-log',
  trailingSlash: 'always',
  redirects,
  integrations: [
    starlight({
      title: '学習ログ',
      defaultLocale: 'root',
      locales: { root: { label: '日本語', lang: 'ja' }, en: { label: 'English' } },
      plugins: [starlightLinksValidator({ exclude: ['/api/**', '{props.*}'], errorOnRelativeLinks: false })],
    }),
  ],
});
