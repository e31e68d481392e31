/**
 * The signing key used when no AI_SIGNING_KEY is configured: only ever valid between the
 * server and its embedded (or compose) mock upstream, never with a real upstream.
 */
export const DEVELOPMENT_SIGNING_KEY = 'zhimei-dev-signing-key-not-for-production';
