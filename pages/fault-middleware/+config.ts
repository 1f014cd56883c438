import type { Config } from 'vike/types'

// A middleware name nobody registered: the guard must answer 500 'Unknown middleware ...'.
export default { routeMiddleware: ['missing-middleware'] } satisfies Config
