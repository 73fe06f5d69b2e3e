// How the server process is started, for `npm start` and for `npm run bench` and `npm run faults`,
// which measure it.
// A smaller young generation (V8's default grows it to 16 MB a half) keeps the resident memory of a
// busy server about 50 MB lower, at no measurable cost in throughput (docs/performance.md).
// Under load V8 lets the old generation grow to up to four times what survived its last full
// collection before collecting again: rendering pages at 32 connections, 300 MB of heap for about
// 100 MB alive. Growing by half at most keeps the bench's peak 150-180 MB lower for a few per cent
// more CPU a rendered page (docs/performance.md, eleventh round).
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

// glibc gives each thread that allocates its own memory arena (up to 8 per core); gzip, argon2 and
// the file system run on libuv's four threads, and their freed memory stayed resident in those
// arenas: two arenas kept the bench's peak about 40 MB lower (449 -> 408 MB, docs/performance.md).
// A value already in the environment wins.
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
