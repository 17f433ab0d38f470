// autocannon's `setupRequest` for the benchmarks' streams (scripts/bench/sites.ts): every request
// takes the next address of the list in the JSON file named by BENCH_PATHS_FILE (written by the
// bench before the run), starting at a random place, so each worker thread and connection walks
// its own part of a long list and repeats are rare. A plain CommonJS file because autocannon's
// worker threads `require` it.
const { readFileSync } = require('node:fs');

const paths = JSON.parse(readFileSync(process.env.BENCH_PATHS_FILE, 'utf8'));
let next = Math.floor(Math.random() * paths.length);

module.exports = function setupRequest(request) {
  next = (next + 1) % paths.length;
  return { ...request, path: paths[next] };
};
