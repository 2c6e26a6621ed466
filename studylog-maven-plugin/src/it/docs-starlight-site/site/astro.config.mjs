// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import starlightLinksValidator from 'starlight-links-validator';
import starlightFeed from 'starlight-feed';
import redirects from './redirects.mjs';

/** @satisfies {import('@astrojs/starlight/types').StarlightUserConfig['locales']} */
export const locales = {
	root: { label: '日本語', lang: 'ja' },
	en: { label: 'English', lang: 'en' },
};

export default defineConfig({
	site: process.env.SITE || 'https://example.invalid/',
	trailingSlash: 'always',
	redirects: {
		...redirects,
		'/old-install/': '/guides/install/',
	},
	integrations: [
		starlight({
			title: '学習ノート',
			locales,
			plugins: process.env.CHECK_LINKS
				? [
						starlightLinksValidator({
							errorOnFallbackPages: false,
							exclude: ['/changelog/**'],
						}),
						starlightFeed(),
					]
				: [],
		}),
	],
});
