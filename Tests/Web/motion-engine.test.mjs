// Time-based motion on scrollmotion-motion.wasm, the shipped engine plus
// triggers, smoothing, crossings and velocities: every test of
// motion.test.mjs again, on that engine (a query makes it a module of its
// own, which picks the engine from it).
await import('./motion.test.mjs?engine=motion');
