// The parts of autocannon 8 that the benchmark's fallback uses when wrk is missing (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p99: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    timeout?: number;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
    }[];
  };
  type Instance = Promise<Result> & { stop(): void };
  export default function autocannon(options: Options): Instance;
}
