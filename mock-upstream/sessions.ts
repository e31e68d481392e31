/** Console sessions: an opaque random token in the `zm_session` cookie names a tenant. */
import { randomBytes } from 'node:crypto';

/** A working day, like a typical console session; tests expire sessions explicitly instead. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

interface Session {
  tenantName: string;
  expiresAt: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  create(tenantName: string, now = Date.now()): string {
    const token = randomBytes(24).toString('base64url');
    this.sessions.set(token, { tenantName, expiresAt: now + SESSION_TTL_MS });
    return token;
  }

  /** The tenant of a live session, or null for a missing, unknown or expired token. */
  tenantOf(token: unknown, now = Date.now()): string | null {
    if (typeof token !== 'string' || !token) return null;
    const session = this.sessions.get(token);
    if (!session) return null;
    if (session.expiresAt <= now) {
      this.sessions.delete(token);
      return null;
    }
    return session.tenantName;
  }

  destroy(token: unknown): void {
    if (typeof token === 'string') this.sessions.delete(token);
  }

  expireAll(): void {
    this.sessions.clear();
  }
}
