/**
 * The withdrawal link a cooperation lead's confirmation gives (撤回同意并删除): the
 * cooperation page in its withdrawal state, which asks before it deletes, as a GET (a mail
 * scanner's, a link prefetch) never may. Loaded with the cooperation forms, not every page.
 */
import { COOPERATION_PATH, COOPERATION_WITHDRAW_PARAM, WITHDRAW_TOKEN_LENGTH } from './cooperation';

/** The posted form's field that carries the token. */
export const WITHDRAW_TOKEN_FIELD = 'token';

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${WITHDRAW_TOKEN_LENGTH}}$`);

export function isWithdrawToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export const withdrawalHref = (token: string) => `${COOPERATION_PATH}?${COOPERATION_WITHDRAW_PARAM}=${token}`;
