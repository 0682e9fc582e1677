/**
 * Where uploaded files go: the local `public/uploads` folder by default, or an S3 bucket (AWS or
 * any S3-compatible store) through Strapi's S3 provider when `S3_BUCKET` is set, so several cms
 * instances serve the same files. Variables in the cms README ("Uploads").
 */
type Env = NodeJS.ProcessEnv;

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** The upload plugin's provider settings for S3, or none for local files. */
export function s3UploadProvider(env: Env = process.env) {
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) return {};
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  return {
    provider: 'aws-s3',
    providerOptions: {
      // public address of the files (a CDN or the bucket's website); the bucket's URL otherwise
      baseUrl: value(env, 'S3_PUBLIC_URL'),
      rootPath: value(env, 'S3_ROOT_PATH'),
      s3Options: {
        region: value(env, 'S3_REGION') ?? 'us-east-1',
        endpoint: value(env, 'S3_ENDPOINT'),
        forcePathStyle: value(env, 'S3_FORCE_PATH_STYLE') === 'true',
        // without keys the AWS SDK's own chain applies (instance role, environment, profile)
        ...(accessKeyId && secretAccessKey
          ? { credentials: { accessKeyId, secretAccessKey } }
          : {}),
        params: { Bucket: bucket, ACL: value(env, 'S3_ACL') ?? 'public-read' },
      },
    },
    actionOptions: { upload: {}, uploadStream: {}, delete: {} },
  };
}

/** Origins the admin panel must be allowed to load images and media from. */
export function uploadOrigins(env: Env = process.env): string[] {
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) return [];
  const urls = [value(env, 'S3_PUBLIC_URL'), value(env, 'S3_ENDPOINT')].filter(
    (url): url is string => Boolean(url),
  );
  if (!value(env, 'S3_ENDPOINT')) {
    urls.push(`https://${bucket}.s3.${value(env, 'S3_REGION') ?? 'us-east-1'}.amazonaws.com`);
  }
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
