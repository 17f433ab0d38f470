import { createServer, type Server } from 'node:http';
import { type AppMetrics, metricsText } from '../plugins/metrics.ts';

/**
 * A bare HTTP server answering `GET /metrics` (Prometheus text) and 404 to anything else, for
 * `METRICS_PORT`: metrics are never served openly on the public port (docs/deploying.md,
 * "Metrics"). Used by the web process (server.ts) and by `npm run worker` (worker.ts). The caller
 * listens and closes it.
 */
export function createMetricsServer(metrics: AppMetrics): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsText(metrics).then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
}
