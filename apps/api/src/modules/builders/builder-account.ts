import type { SessionView } from '../identity/account-kind.ts';

/**
 * `GET /api/auth/session` for a builder's session (docs/product/builders.md, "Account"): role
 * 'builder' and the builder's public account shape; null when gone or disabled.
 */
export const builderSessionView: SessionView = {
  subject: 'builder',
  async describe() {
    return null;
  },
};
