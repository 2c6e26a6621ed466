// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import starlightBlog from 'starlight-blog';
import remarkRewriteLinks from './plugins/remark-rewrite-links.mjs';

export default defineConfig({
	trailingSlash: 'never',
	redirects: { '/old': '/guides/install' },
	markdown: { remarkPlugins: [remarkRewriteLinks] },
	integrations: [starlight({ title: '学習ノート', plugins: [starlightBlog()] })],
});
