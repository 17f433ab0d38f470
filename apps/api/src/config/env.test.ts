import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const s3 = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com',
  S3_BUCKET: 'uttar-properties-media',
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

/** The message loadEnv throws for `source`, or '' when it accepts it. */
function refusal(source: Record<string, string | undefined>): string {
  try {
    loadEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('storage settings', () => {
  it('keep the local folder when nothing is configured', () => {
    const env = loadEnv({});
    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_PUBLIC_URL).toBeUndefined();
  });

  it('accept a complete S3 configuration, with or without an endpoint and a public address', () => {
    expect(loadEnv(s3)).toMatchObject({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uttar-properties-media', S3_REGION: 'auto' });
    const aws = loadEnv({ ...s3, S3_ENDPOINT: undefined, S3_REGION: 'ap-south-1' });
    expect(aws.S3_ENDPOINT).toBeUndefined();
    expect(loadEnv({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.in/media/' }).S3_PUBLIC_URL).toBe('https://cdn.example.in/media');
    expect(loadEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).S3_ENDPOINT).toBe('http://127.0.0.1:9000');
  });

  it('name every required setting missing with STORAGE_DRIVER=s3, empty ones included', () => {
    const message = refusal({ STORAGE_DRIVER: 's3' });
    expect(message).toContain('The server configuration is not valid');
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(message).toContain(`  - ${name}: STORAGE_DRIVER=s3 needs ${name}`);
    }
    expect(message).not.toContain('  - S3_ENDPOINT');
    expect(refusal({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toContain('S3_SECRET_ACCESS_KEY: STORAGE_DRIVER=s3 needs S3_SECRET_ACCESS_KEY');
    expect(refusal({ ...s3, S3_BUCKET: undefined })).toContain('S3_BUCKET: STORAGE_DRIVER=s3 needs S3_BUCKET');
  });

  it('do not ask for the S3 settings with the local driver', () => {
    expect(refusal({ STORAGE_DRIVER: 'local' })).toBe('');
    expect(refusal({ STORAGE_DRIVER: 'local', S3_BUCKET: 'left-over-bucket' })).toBe('');
  });

  it('refuse a wrong driver, bucket name, region or address with a sentence naming the setting', () => {
    expect(refusal({ STORAGE_DRIVER: 'ftp' })).toContain('STORAGE_DRIVER: STORAGE_DRIVER must be local or s3');
    expect(refusal({ ...s3, S3_BUCKET: 'My_Bucket' })).toContain('S3_BUCKET: S3_BUCKET must be a bucket name');
    expect(refusal({ ...s3, S3_BUCKET: 'ab' })).toContain('S3_BUCKET: S3_BUCKET must be a bucket name');
    expect(refusal({ ...s3, S3_REGION: 'Mumbai region' })).toContain('S3_REGION: S3_REGION must be a region name');
    expect(refusal({ ...s3, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// address');
    expect(refusal({ ...s3, S3_PUBLIC_URL: 'cdn.example.in' })).toContain(
      'S3_PUBLIC_URL: S3_PUBLIC_URL must be an http:// or https:// address',
    );
    expect(refusal({ ...s3, S3_PUBLIC_URL: 'ftp://cdn.example.in' })).toContain('S3_PUBLIC_URL must be an http:// or https:// address');
  });
});

describe('e-mail settings', () => {
  const smtp = {
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://mailer:secret@smtp.example.in:587',
    MAIL_FROM: 'Kashi Realty <alerts@kashirealty.in>',
  };

  it('write to the outbox folder when nothing is configured', () => {
    const env = loadEnv({});
    expect(env.MAIL_PROVIDER).toBe('outbox');
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBeUndefined();
    expect(env.MAIL_OUTBOX_DIR).toBeUndefined();
    expect(loadEnv({ MAIL_OUTBOX_DIR: '/srv/mails' }).MAIL_OUTBOX_DIR).toBe('/srv/mails');
  });

  it('accept SMTP over STARTTLS (smtp://) or TLS (smtps://) with a sender in either form', () => {
    expect(loadEnv(smtp)).toMatchObject(smtp);
    expect(loadEnv({ ...smtp, SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465' }).SMTP_URL).toBe(
      'smtps://mailer:secret@smtp.example.in:465',
    );
    expect(loadEnv({ ...smtp, MAIL_FROM: 'alerts@kashirealty.in' }).MAIL_FROM).toBe('alerts@kashirealty.in');
    expect(loadEnv({ ...smtp, MAIL_FROM: '"Kashi Realty, Varanasi" <alerts@kashirealty.in>' }).MAIL_FROM).toBe(
      '"Kashi Realty, Varanasi" <alerts@kashirealty.in>',
    );
  });

  it('name SMTP_URL and MAIL_FROM when MAIL_PROVIDER=smtp lacks them', () => {
    const message = refusal({ MAIL_PROVIDER: 'smtp' });
    expect(message).toContain('  - SMTP_URL: MAIL_PROVIDER=smtp needs SMTP_URL');
    expect(message).toContain('  - MAIL_FROM: MAIL_PROVIDER=smtp needs MAIL_FROM');
    expect(refusal({ ...smtp, MAIL_FROM: '' })).toContain('MAIL_FROM: MAIL_PROVIDER=smtp needs MAIL_FROM');
    expect(refusal({ ...smtp, SMTP_URL: undefined })).toContain('SMTP_URL: MAIL_PROVIDER=smtp needs SMTP_URL');
  });

  it('refuse a wrong provider, scheme, address or sender with a sentence naming the setting', () => {
    expect(refusal({ MAIL_PROVIDER: 'sendmail' })).toContain('MAIL_PROVIDER: MAIL_PROVIDER must be outbox or smtp');
    for (const url of ['http://smtp.example.in', 'smtp.example.in:587', 'smtp://', 'smtp:// space.example.in']) {
      expect(refusal({ ...smtp, SMTP_URL: url }), url).toContain(
        'SMTP_URL: SMTP_URL must be an smtp:// (STARTTLS) or smtps:// (TLS) address',
      );
    }
    for (const from of ['Kashi Realty', 'alerts@', 'Kashi <alerts>', 'a b@example.in']) {
      expect(refusal({ ...smtp, MAIL_FROM: from }), from).toContain('MAIL_FROM: MAIL_FROM must be an e-mail address');
    }
  });
});
