import { s3UploadProvider, uploadOrigins } from './upload-storage';

describe('upload storage', () => {
  test('local files unless S3_BUCKET is set', () => {
    expect(s3UploadProvider({})).toEqual({});
    expect(uploadOrigins({})).toEqual([]);
  });

  test('an S3-compatible bucket with keys, endpoint and a public URL', () => {
    const env = {
      S3_BUCKET: 'teashop-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.teashop.example/files',
    };
    expect(s3UploadProvider(env)).toMatchObject({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'https://media.teashop.example/files',
        s3Options: {
          region: 'eu-central-1',
          endpoint: 'https://s3.example.net',
          forcePathStyle: true,
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
          params: { Bucket: 'teashop-media', ACL: 'public-read' },
        },
      },
    });
    expect(uploadOrigins(env)).toEqual(['https://media.teashop.example', 'https://s3.example.net']);
  });

  test("AWS without keys uses the SDK's credential chain and the bucket's own address", () => {
    const provider = s3UploadProvider({ S3_BUCKET: 'leaf', S3_REGION: 'ap-northeast-1' });
    expect(provider.providerOptions?.s3Options).not.toHaveProperty('credentials');
    expect(uploadOrigins({ S3_BUCKET: 'leaf', S3_REGION: 'ap-northeast-1' })).toEqual([
      'https://leaf.s3.ap-northeast-1.amazonaws.com',
    ]);
  });
});
