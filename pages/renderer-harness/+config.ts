import type { Config } from 'vike/types'

// A bare canvas: no header or menu over the picture the pixel tests read. Never prerendered.
// Environment: config (build time).
export default { layout: 'clean', prerender: false } satisfies Config
