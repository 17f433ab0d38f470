/**
 * The varied search stream of the edit scenarios (`npm run bench -- --only edits0,edits1,edits10,bulk`,
 * docs/benchmarks.md "Edits during the stream"), run by scripts/bench/sites.ts in a worker thread
 * of its own so the load generator does not share the app's event loop. Unlike autocannon's
 * own worker mode it keeps every answer's arrival time and latency, so a window of the run
 * (a bulk import's) gets its own percentiles.
 *
 * workerData: { url, connections, duration (s; 0 = until told 'stop'), warmup (s), pathsFile, offset }.
 * Posts { kind: 'started', at } when the measured run begins, then
 * { kind: 'done', at, errors, timeouts, non2xx, times, latencies } (times in ms since the Unix
 * epoch, `performance.timeOrigin + performance.now()`, the clock of the edit stream's process too).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, duration, warmup, pathsFile, offset } = workerData;
const paths = JSON.parse(readFileSync(pathsFile, 'utf8'));
let next = offset % paths.length;
const setupRequest = (request) => {
  const path = paths[next];
  next = (next + 1) % paths.length;
  return { ...request, method: 'GET', path };
};
const now = () => performance.timeOrigin + performance.now();

if (warmup > 0) await autocannon({ url, connections, duration: warmup, requests: [{ setupRequest }] });

let times = new Float64Array(1 << 16);
let latencies = new Float64Array(1 << 16);
let count = 0;
let non2xx = 0;
const instance = autocannon({
  url,
  connections,
  // autocannon needs a duration: a long one when the run ends on 'stop'
  duration: duration > 0 ? duration : 3600,
  // a minute, not autocannon's 10 s: an answer that takes longer while the catalogue changes is measured, not dropped
  timeout: 60,
  requests: [{ setupRequest }],
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (count === times.length) {
    const grownTimes = new Float64Array(times.length * 2);
    grownTimes.set(times);
    times = grownTimes;
    const grownLatencies = new Float64Array(latencies.length * 2);
    grownLatencies.set(latencies);
    latencies = grownLatencies;
  }
  times[count] = now();
  latencies[count] = responseTime;
  count += 1;
  if (statusCode < 200 || statusCode > 299) non2xx += 1;
});
parentPort.on('message', (message) => {
  if (message === 'stop') instance.stop();
});
parentPort.postMessage({ kind: 'started', at: now() });
const result = await instance;
const kept = { times: times.slice(0, count), latencies: latencies.slice(0, count) };
parentPort.postMessage({ kind: 'done', at: now(), errors: result.errors, timeouts: result.timeouts, non2xx, ...kept }, [
  kept.times.buffer,
  kept.latencies.buffer,
]);
