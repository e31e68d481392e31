/**
 * Which answers are shown to the visitor (docs/product.md#response-handling). Pure, so the table can be
 * tested case by case without a network.
 */
import { isRecord } from '../../shared/isRecord';

/** `resultCode`s that count as handled: the caller reacts, the visitor sees no toast. */
export const SILENT_RESULT_CODES: ReadonlySet<number> = new Set([1, 2, 6, 8, 11, 800, 900, 400, 1206, 1207]);
/** `code`s that count as handled, whatever the HTTP status. */
export const SILENT_CODES: ReadonlySet<number> = new Set([1207, 2, 404, 10003]);
export const SUCCESS_CODE = 200;
export const GENERIC_FAILURE_MESSAGE = '请求失败，请稍后重试';

export type ResponseJudgement = { silent: true } | { silent: false; message: string };

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function judgeResponse(httpStatus: number, body: unknown): ResponseJudgement {
  if (!isRecord(body)) return { silent: false, message: GENERIC_FAILURE_MESSAGE };
  const { code, resultCode } = body;
  if (httpStatus === 200 && code === SUCCESS_CODE) return { silent: true };
  if (typeof resultCode === 'number' && SILENT_RESULT_CODES.has(resultCode)) return { silent: true };
  if (typeof code === 'number' && SILENT_CODES.has(code)) return { silent: true };
  return { silent: false, message: nonEmptyText(body.desc) ?? nonEmptyText(body.resultMsg) ?? GENERIC_FAILURE_MESSAGE };
}
