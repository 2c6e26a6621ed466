export default defineConfig({ integrations: [starlight({ locales: { ja: `${'{'}x` }, redirects: (((( [ '/a': 
