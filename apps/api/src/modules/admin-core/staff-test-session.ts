import type { FastifyInstance } from 'fastify';
import { lastOtpFor, sessionCookieOf, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createStaff } from '../admin-auth/staff.service.ts';

/** A signed-in staff member for API tests: the `cookie` header value, ids and credentials. */
export type TestStaff = { cookie: string; token: string; staffId: number; mobile: string; password: string };

/**
 * Creates a staff member of `role` directly (as `npm run staff -- create` does, but with a known
 * password and no forced change unless `mustChangePassword`), then signs them in through both API
 * steps, reading the OTP from the SMS outbox. Used by the back office API tests.
 */
export async function signInTestStaff(
  app: FastifyInstance,
  role: 'admin' | 'editor',
  options: { mustChangePassword?: boolean } = {},
): Promise<TestStaff> {
  const mobile = `9${uniqueMobile().slice(1)}`;
  const password = 'Dashashwamedh#2024';
  const { staff } = await createStaff(app.sessionSettings.db, {
    name: role === 'admin' ? 'Priya Admin' : 'Rohan Editor',
    mobile,
    role,
    password,
    mustChangePassword: options.mustChangePassword ?? false,
  });
  const remoteAddress = uniqueIp();
  const first = await app.inject({ method: 'POST', url: '/api/admin/auth/sign-in', payload: { mobile, password }, remoteAddress });
  if (first.statusCode !== 200) throw new Error(`staff sign-in answered ${first.statusCode}: ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/verify-otp',
    headers: { cookie: sessionCookieOf(first) },
    payload: { mobile, otp: lastOtpFor(app, mobile) },
    remoteAddress,
  });
  if (second.statusCode !== 200) throw new Error(`staff verify-otp answered ${second.statusCode}: ${second.body}`);
  return { cookie: sessionCookieOf(second), token: (second.json() as { token: string }).token, staffId: staff.staff_id, mobile, password };
}

/** One file for {@link multipartBody}: the form field, the file name and its bytes. */
export type TestUpload = { field: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body holding `files`, with the matching `content-type` header, for `app.inject`. */
export function multipartBody(files: TestUpload[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----realty${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
