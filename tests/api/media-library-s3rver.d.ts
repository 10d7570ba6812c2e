// s3rver ships no types: what the media library's S3 test uses of it.
declare module "s3rver" {
  type Options = { port?: number; address?: string; silent?: boolean; directory?: string; resetOnClose?: boolean; configureBuckets?: { name: string }[] };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
