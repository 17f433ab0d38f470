import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vite build of the SPA; in development `/api` and `/server` go to the API on port 3000. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // zod without its `new Function` probe, which the content security policy refuses (src/lib/zod-jitless.ts)
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) }] },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/server': 'http://localhost:3000' },
  },
  // the server-rendering build (src/entry-server.tsx, into dist-server/) needs no copy of public/
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400, copyPublicDir: !isSsrBuild },
}));
