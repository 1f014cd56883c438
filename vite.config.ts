import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  build: { target: 'es2022', cssCodeSplit: false },
  // The plans worker (renderer/worker/plansWorker.ts) is a module worker: Pixi loads its renderer
  // and environment with dynamic imports, which only the ES format can split.
  worker: { format: 'es' },
})
