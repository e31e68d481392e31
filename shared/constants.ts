/** Business constants (docs/product.md#business-constants), in one place. */

/** Every API call gives up after this (the original client was created at 15 s, then set to 20 s). */
export const REQUEST_TIMEOUT_MS = 20_000;
export const DEFAULT_INTENTION_SOURCE = 10033;
export const INTENTION_TYPE = 3;
export const MOBILE_PATTERN = /^1[2-9]\d{9}$/;
export const COOPERATION_MODAL_WIDTH = 360;
/** The design gave 310 and 360 for one dialog; both are readings of one design, 360 is kept. */
export const WECHAT_QR_DIALOG_WIDTH = 360;
export const PREFETCH_ROOT_MARGIN = '200px';
export const BACK_TO_TOP_THRESHOLD_PX = 600;
export const SCROLL_LOCK_RELEASE_MS = 3000;
export const TEXTAREA_MIN_ROWS = 1;
export const TEXTAREA_MAX_ROWS = 8;
export const CHAT_FRAME = { width: 580, height: 439 } as const;
export const HUMAN_SERVICE_TRIGGERS = ['人工', '转人工', '商务合作', '人工服务', '联系合作'] as const;
/** The module identifier is four characters: a leading space, then `ics`. */
export const CHAT_MODULE = ' ics';
export const QR_SIZE_PX = 320;
export const SSE_RETRY_DELAY_MS = 1000;
/** The fixed client-name header every API call carries. */
export const CLIENT_NAME_HEADER = 'ClientName';
export const CLIENT_NAME = 'zhimei-open-web';
