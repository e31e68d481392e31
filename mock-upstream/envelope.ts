/** The response envelope every upstream JSON answer is wrapped in (docs/product.md#entities). */
import type { Envelope } from '../shared/api';

export const SUCCESS_DESC = '成功';

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, desc: SUCCESS_DESC, resultCode: 200, resultMsg: SUCCESS_DESC, data };
}

/** `resultCode`/`resultMsg` mirror `code`/`desc`: the site reads either pair. */
export function failure(code: number, desc: string): Envelope<never> {
  return { code, desc, resultCode: code, resultMsg: desc };
}
