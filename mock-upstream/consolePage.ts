/**
 * The mock console's pages: self-contained HTML with inline CSS and no script at all, so
 * they work under any CSP the site puts in front. Every interpolated value is escaped.
 */
import type { ConsoleMode } from '../shared/consoleUrl';
import { PLATFORM_NAME } from '../shared/site';
import { DEMO_TENANTS } from './data/tenants';
import { escapeHtml } from './html';

export const CONSOLE_NAME = `${PLATFORM_NAME}控制台`;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f3f6fb;color:#1f2329}
  main{width:100%;max-width:400px;margin:24px;padding:32px;background:#fff;border-radius:12px;box-shadow:0 8px 32px rgba(26,92,255,.08)}
  h1{margin:0 0 4px;font-size:24px}
  .sub{margin:0 0 24px;color:#646a73;font-size:14px}
  fieldset{margin:0 0 24px;padding:0;border:0}
  legend{margin-bottom:12px;font-size:14px;color:#646a73}
  label{display:flex;align-items:center;gap:10px;padding:12px 14px;margin-bottom:8px;border:1px solid #dee0e3;border-radius:8px;cursor:pointer}
  label:hover{border-color:#1a5cff}
  input[type=radio]{accent-color:#1a5cff}
  button{width:100%;padding:12px;border:0;border-radius:8px;background:#1a5cff;color:#fff;font-size:16px;cursor:pointer}
  button:hover{background:#3d76ff}
  .back{display:block;margin-top:16px;text-align:center;color:#1a5cff;font-size:14px;text-decoration:none}
  .error{color:#d83931}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(CONSOLE_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface ConsolePageOptions {
  mode: ConsoleMode;
  redirect: string;
  siteOrigin: string;
}

export function renderConsolePage({ mode, redirect, siteOrigin }: ConsolePageOptions): string {
  const title = mode === 'register' ? '注册' : '登录';
  const submit = mode === 'register' ? '注册并登录' : '登录';
  const tenants = DEMO_TENANTS.map(
    (name, i) => `<label><input type="radio" name="tenant" value="${escapeHtml(name)}"${i === 0 ? ' checked' : ''} required> ${escapeHtml(name)}</label>`,
  ).join('\n');
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="sub">${escapeHtml(CONSOLE_NAME)}（演示环境）：请选择一个演示租户继续。</p>
<form method="post" action="/console/login">
<input type="hidden" name="mode" value="${escapeHtml(mode)}">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<fieldset>
<legend>演示租户</legend>
${tenants}
</fieldset>
<button type="submit">${escapeHtml(submit)}</button>
</form>
<a class="back" href="${escapeHtml(`${siteOrigin}/`)}">返回${escapeHtml(PLATFORM_NAME)}</a>`,
  );
}

export function renderConsoleError(message: string, siteOrigin: string): string {
  return page(
    '请求无效',
    `<h1>请求无效</h1>
<p class="sub error">${escapeHtml(message)}</p>
<a class="back" href="/console?mode=login">重新登录</a>
<a class="back" href="${escapeHtml(`${siteOrigin}/`)}">返回${escapeHtml(PLATFORM_NAME)}</a>`,
  );
}
