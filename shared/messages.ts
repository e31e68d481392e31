/** Chinese texts that both the server's envelopes and the client show (docs/product.md). */
export const MESSAGES = {
  timeout: '网络请求超时，请检查您的网络环境',
  unreachable: '服务暂时不可用，请稍后重试',
  badUpstream: '服务返回了无法识别的内容，请稍后重试',
  notFound: '请求的接口不存在',
  methodNotAllowed: '不支持该请求方式',
  tooLarge: '请求内容过大',
  /** The request's header block is over Node's 16 KB: a very long address or too many cookies. */
  headersTooLarge: '请求头过大，请缩短网址或清除本站 Cookie 后重试',
  /** The request did not arrive whole in time (Node's requestTimeout / headersTimeout). */
  requestTimeout: '请求发送超时，请重试',
  malformed: '请求格式不正确',
  crossSite: '请求来源不受信任，请从本站页面提交',
  noHost: '请求缺少 Host 信息，无法确定要访问的站点',
  failed: '服务暂时不可用，请稍后重试',
  askEmpty: '请输入要咨询的问题',
  askTooLong: '问题内容过长，请精简到2000字以内',
  badModule: '咨询模块不正确',
  tooManyIntentions: '提交过于频繁，请一分钟后再试',
  /** A lead kept in the outbox while the upstream is away: it is delivered later (server/leads/outbox.ts). */
  leadQueued: '申请已收到，我们会尽快与您联系',
  /** The outbox could not store a lead (disk full, DATA_DIR not writable): nothing was taken. */
  leadNotStored: '系统暂时无法保存您的申请，请稍后重试',
  /** The outbox holds as many leads as it may (LEADS_OUTBOX_MAX_LEADS / _MB): nothing was taken. */
  leadOutboxFull: '提交人数较多，暂时无法受理，请稍后再试或拨打客服热线',
  tooManyAsks: '提问过于频繁，请稍后再试',
  tooManyStreams: '同时进行的对话过多，请等当前回答结束后再提问',
  /** Every AI answer stream this server may hold is open (AI_MAX_STREAMS): for everyone, not this visitor. */
  tooManyChats: '当前咨询人数较多，请稍后再试',
  /** One client's searches past RATE_LIMIT_SEARCH_PER_MIN. */
  tooManySearches: '搜索过于频繁，请稍后再试',
  /** One client's pages rendered (not from the cache) past RATE_LIMIT_RENDERS_PER_MIN. */
  tooManyRenders: '访问过于频繁，请稍后再试',
  /** Searches from everyone fill site search's queue (server/search/searchGate.ts). */
  searchBusy: '搜索服务繁忙，请稍后再试',
  /** One client's complaints past RATE_LIMIT_COMPLAINTS_PER_MIN. */
  tooManyComplaints: '举报提交过于频繁，请一分钟后再试',
} as const;

/** A chat question may be at most this long (characters). */
export const CHAT_CONTENT_MAX = 2000;
