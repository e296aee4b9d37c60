import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web client lives in src/web; the server serves the build from dist/web.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
});
