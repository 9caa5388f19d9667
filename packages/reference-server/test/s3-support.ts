import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

import type { S3Settings } from '../src/media-store.ts';

/** The keys s3rver checks signatures against. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBucket {
  settings: S3Settings;
  /** The variables a server process reads to use this bucket (credentials by the AWS SDK's chain). */
  env: Record<string, string>;
  /** A client of our own, to look into the bucket behind the server's back. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A fresh bucket on an S3-compatible server (s3rver): the one `.ci/run` started
 * (`TEST_S3_ENDPOINT`), or one started here in this process when none was. Each test file gets
 * its own bucket, so files run in parallel. The server stores through the AWS SDK's usual
 * credential chain, so this sets `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` for the file.
 */
export async function createTestBucket(): Promise<TestBucket> {
  let endpoint = process.env.TEST_S3_ENDPOINT;
  let local: { server: S3rver; dir: string } | undefined;
  if (!endpoint) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-s3rver-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    local = { server, dir };
  }
  // Tests and scripts only: the SDK's notice that releases after January 2027 need Node 22.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  const bucket = `cm-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    prefix: 'media/',
  };
  const client = new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: settings.prefix,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    client,
    close: async () => {
      if (local) {
        await local.server.close();
        rmSync(local.dir, { recursive: true, force: true });
      } else {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        for (const object of listed.Contents ?? [])
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      }
      client.destroy();
    },
  };
}
