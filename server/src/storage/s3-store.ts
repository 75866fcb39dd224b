import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/index.ts';
import { IMAGE_ROUTE_PREFIX, IMMUTABLE_CACHE_CONTROL, type ImageStore } from './store.ts';

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function createClient(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Many S3-compatible services reject the SDK's default extra checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Images as objects of an S3-compatible bucket; served from S3_PUBLIC_URL, else through GET /storage/images/*. */
export function createS3Store(config: S3Config): ImageStore {
  const client = createClient(config);
  const publicUrl = config.publicUrl?.replace(/\/+$/, '');
  return {
    async create(path, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: path,
            Body: bytes,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
            // A conditional write: S3 answers 412 when the key exists, so nothing is overwritten.
            IfNoneMatch: '*',
          }),
        );
        return true;
      } catch (error) {
        if (statusOf(error) === 412) return false;
        throw error;
      }
    },
    async read(path) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: path }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    urlOf: (path) => (publicUrl ? `${publicUrl}/${path}` : `${IMAGE_ROUTE_PREFIX}/${path}`),
    close: () => client.destroy(),
  };
}
