import { defineConfig } from 'astro/config';
import { createIntegrations, i18n } from './site.mjs';
export function redirects() { return { '/旧/': '/新/', '/a': '/b/' }; }
export const site = { locales: i18n.locales, base: `/docs` };
export default defineConfig({ integrations: createIntegrations(), redirects: redirects(), markdown: { remarkPlugins: [] } });
