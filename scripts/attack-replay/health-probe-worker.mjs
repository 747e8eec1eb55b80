// @ts-check
/**
 * The health probe's own thread, so the replay's own work (thousands of sockets, megabytes of
 * PDF) cannot delay a probe: every interval it opens a new connection, asks for /api/health
 * and posts the sample, whether or not earlier probes have answered. Plain JavaScript: a
 * worker thread loads its file as Node finds it, without tsx's loader.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {{ host: string, port: number, from: string, intervalMs: number, timeoutMs: number }} ProbeSettings
 * @typedef {{ seq: number, at: number, ms: number, status: number | null, error?: string }} ProbeSample
 */

if (!parentPort) throw new Error('health-probe-worker.mjs runs as a worker thread only.');
const port = parentPort;
const settings = /** @type {ProbeSettings} */ (workerData);
let nextSeq = 0;

function probe() {
  const seq = nextSeq++;
  const at = Date.now();
  port.postMessage({ started: seq, at });
  const started = performance.now();
  let done = false;
  /** @param {number | null} status @param {string} [error] */
  const post = (status, error) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    /** @type {ProbeSample} */
    const sample = { seq, at, ms: performance.now() - started, status, error };
    port.postMessage(sample);
  };
  const request = http.get(
    {
      host: settings.host,
      port: settings.port,
      path: '/api/health',
      localAddress: settings.from,
      agent: false,
    },
    (response) => {
      response.resume();
      response.on('end', () => post(response.statusCode ?? 0));
      response.on('error', (error) => post(null, error.message));
    },
  );
  request.on('error', (error) => post(null, error.message));
  const timer = setTimeout(() => {
    post(null, `no answer within ${settings.timeoutMs} ms`);
    request.destroy();
  }, settings.timeoutMs);
}

const interval = setInterval(probe, settings.intervalMs);
port.on('message', (message) => {
  if (message === 'stop') clearInterval(interval);
});
