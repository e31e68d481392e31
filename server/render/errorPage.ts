/**
 * The page sent when React cannot even render the shell: plain HTML with an inline,
 * nonce-carrying style, so it shows even when nothing else works.
 */
import { COMPANY_NAME, HTML_LANG, PLATFORM_NAME } from '../../shared/site';

const MESSAGES: Record<number, { title: string; text: string }> = {
  400: { title: '请求无效', text: '请求缺少必要的信息（Host），无法确定要访问的站点。请直接在浏览器中打开本站地址。' },
  403: { title: '请求来源不受信任', text: '为保护您的账号，只接受从本站页面提交的表单。请返回页面重新操作。' },
  404: { title: '页面未找到', text: '您访问的页面不存在或已被移动。' },
  405: { title: '不支持该请求方式', text: '此页面只能直接打开浏览。' },
  429: { title: '请求过于频繁', text: '当前访问人数较多或您的操作过于频繁，请稍候片刻再刷新重试。' },
  503: { title: '访问人数较多', text: '当前访问人数较多，页面暂时无法打开，请稍后刷新重试。' },
  500: { title: '服务暂时不可用', text: '页面加载出错了，请稍后刷新重试。我们已记录该问题。' },
};

export function errorPageHtml(status: number, nonce: string): string {
  const { title, text } = MESSAGES[status] ?? MESSAGES[500]!;
  return `<!DOCTYPE html><html lang="${HTML_LANG}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${PLATFORM_NAME}</title><meta name="robots" content="noindex"><style nonce="${nonce}">body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1d2129;background:#f5f7fb;display:grid;place-items:center;min-height:100vh;text-align:center}main{padding:24px}h1{color:#0b1a3a}a{color:#1a5cff}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">返回${PLATFORM_NAME}首页</a></p><p><small>${COMPANY_NAME}</small></p></main></body></html>`;
}
