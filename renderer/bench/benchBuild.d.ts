// Whether this build carries the benchmark's hooks (renderer/bench/): vite.config.ts and
// vitest.config.ts define it; true only for `npm run bench`'s build (KHVOYA_BENCH_HOOKS=1) and the
// unit tests, so the minifier drops every branch it guards from the production bundle.
declare const __BENCH_HOOKS__: boolean
