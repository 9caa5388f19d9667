import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** What `Range` asked for: bytes from `start` (to `end`, inclusive), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A stored file on its way out: whole, one range of it, or a range past its end. */
export type MediaObject =
  | { status: 200; body: Readable; size: number }
  | { status: 206; body: Readable; size: number; start: number; end: number }
  | { status: 416; size: number };

/**
 * Where media files live: local files ({@link LocalMediaStore}) or an S3-compatible object
 * store ({@link S3MediaStore}). Reads stream: a video is never held whole in memory to be
 * served. Privacy is never the store's business: every read goes through this server's
 * signed, expiring `/media` links, which check the photo's link version first.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or the asked range of it; `null` when there is no such file. */
  get(key: string, range?: ByteRange): Promise<MediaObject | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers (for `/healthz`). */
  ping(): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|mp4|mov|webm)$/;

/** Whether a string is a media key this server could have made (no paths, no dots but the extension). */
export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The inclusive byte span a range names in a file of `size` bytes, or `null` when it names none. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The whole file's bytes, read from its stream (tests and scripts; routes stream). */
export async function readMedia(store: MediaStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object || object.status === 416) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Files under one directory (`DATA_DIR/media`), mode 0600: one machine's disk. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local';
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
  }

  #file(key: string): string {
    if (!isMediaKey(key)) throw new Error('invalid media key');
    return path.join(this.#dir, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.#file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { mode: 0o600 });
  }

  async get(key: string, range?: ByteRange): Promise<MediaObject | null> {
    const file = this.#file(key);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      return null;
    }
    if (!range) return { status: 200, body: createReadStream(file), size };
    const span = resolveRange(range, size);
    if (!span) return { status: 416, size };
    return { status: 206, body: createReadStream(file, span), size, ...span };
  }

  async delete(key: string): Promise<void> {
    await rm(this.#file(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
    await access(this.#dir, constants.R_OK | constants.W_OK);
  }
}

/** Where an {@link S3MediaStore} keeps its files. Credentials come from the AWS SDK's usual chain. */
export interface S3Settings {
  bucket: string;
  /** `S3_REGION`, else `AWS_REGION`; `auto` for Cloudflare R2. */
  region: string;
  /** Another service than AWS: R2, MinIO, Backblaze B2, a local emulator. */
  endpoint: string | undefined;
  /** `bucket` in the path instead of the host name (MinIO and most emulators need it). */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installs. */
  prefix: string;
}

/** Parts of a multipart upload: S3's minimum is 5 MiB; a 50 MB video goes up in 7 parts, 2 at a time. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), so every server
 * process on every machine serves every photo. The bucket stays private: members' browsers never
 * talk to it; this server streams each file out through its own signed links. Photos arrive
 * here already re-encoded and videos already stripped of their location.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly #settings: S3Settings;

  constructor(settings: S3Settings, clientConfig: Partial<S3ClientConfig> = {}) {
    this.#settings = settings;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // The SDK's default CRC checksums are refused by some S3-compatible services; send them
      // only where an operation requires one (TLS already guards the bytes in transit).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      ...clientConfig,
    });
  }

  #key(key: string): string {
    if (!isMediaKey(key)) throw new Error('invalid media key');
    return `${this.#settings.prefix}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    // One PUT up to a part's size; above it, a multipart upload in parts of S3_PART_BYTES.
    await new Upload({
      client: this.client,
      params: { Bucket: this.#settings.bucket, Key: this.#key(key), Body: data, ContentType: contentType },
      partSize: S3_PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    }).done();
  }

  async get(key: string, range?: ByteRange): Promise<MediaObject | null> {
    const Key = this.#key(key);
    try {
      if (range && 'suffix' in range) {
        // Not every S3-compatible service reads `bytes=-N`: the size first, then a plain range.
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.#settings.bucket, Key }));
        const span = resolveRange(range, head.ContentLength ?? 0);
        if (!span) return { status: 416, size: head.ContentLength ?? 0 };
        range = span;
      }
      const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.#settings.bucket, Key, Range }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client did not answer a stream');
      const span = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      if (range && span)
        return {
          status: 206,
          body: answer.Body,
          start: Number(span[1]),
          end: Number(span[2]),
          size: Number(span[3]),
        };
      return { status: 200, body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      if (error instanceof S3ServiceException && error.name === 'InvalidRange') {
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.#settings.bucket, Key }));
        return { status: 416, size: head.ContentLength ?? 0 };
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(key) }));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.#settings.bucket }), {
      abortSignal: AbortSignal.timeout(3000),
    });
  }
}
