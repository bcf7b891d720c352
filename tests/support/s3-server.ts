import fs from 'node:fs/promises';
import S3rver from '@20minutes/s3rver';
import { createTempDir } from './temp-dir.ts';

/** The credentials the S3-compatible test server checks signatures with. */
const TEST_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The app's configuration for it (path-style, as MinIO-like servers want). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST protocol over a local folder) with one empty
 * bucket, on a port of the loopback interface the system picks as it listens (no other test
 * file can take it in between). Call stop() in afterAll.
 */
export async function startS3Server(bucket = 'baobab-media'): Promise<TestS3Server> {
  const directory = await createTempDir('baobab-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: TEST_KEY,
      STORAGE_S3_SECRET_ACCESS_KEY: TEST_KEY,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
