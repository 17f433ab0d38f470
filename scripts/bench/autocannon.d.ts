/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  /** Latency statistics in milliseconds. */
  export type LatencyStats = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  /** One run's result: requests per second, latency, and failure counts. */
  export type Result = {
    requests: { average: number; total: number };
    latency: LatencyStats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  /** Load options: target URL, open connections, run length in seconds, worker threads. */
  export type Options = { url: string; connections?: number; duration?: number; workers?: number; pipelining?: number };
  export default function autocannon(options: Options): Promise<Result>;
}
