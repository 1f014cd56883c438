// Imported first by every entry that serves the built site: Vike and React read NODE_ENV when they
// load, and an unset value makes Vike treat the server as development (slower SSR, a warning on
// every start). An explicit NODE_ENV from the environment still wins. Environment: server.

process.env.NODE_ENV ??= 'production'
