import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import routes from './app/routes.ts';
import { chunking } from './chunking.ts';

export default defineConfig({
  plugins: [reactRouter(), chunking({ appDirectory: path.join(import.meta.dirname, 'app'), routes })],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
