import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../../client/theme';
import { inPlacement, ToastList } from '../../../../client/toast/ToastList';
import { Toaster } from '../../../../client/toast/Toaster';
import { createToastStore, type Toast } from '../../../../client/toast/store';

const render = (node: ReactNode) => renderToStaticMarkup(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

const toasts: Toast[] = [
  { id: 1, kind: 'error', message: '网络请求超时，请检查您的网络环境', placement: 'top' },
  { id: 2, kind: 'success', message: '申请已提交，我们会尽快与您联系', placement: 'center' },
  { id: 3, kind: 'warning', message: '智能客服正在回答中~', placement: 'top' },
];

describe('the toast stack', () => {
  it('renders one polite live region per placement, even when empty', () => {
    const html = render(<Toaster />);
    expect(html.match(/aria-live="polite"/g)).toHaveLength(2);
    expect(html).toContain('data-placement="top"');
    expect(html).toContain('data-placement="center"');
  });

  it('announces errors as alerts and the other kinds as status messages', () => {
    const html = render(<ToastList toasts={toasts} onDismiss={() => {}} />);
    expect(html).toMatch(/role="alert"[^>]*data-kind="error"/);
    expect(html).toMatch(/role="status"[^>]*data-kind="success"/);
    expect(html).toMatch(/role="status"[^>]*data-kind="warning"/);
  });

  it('puts each toast in the region of its placement, with a hidden icon, its text and a close button', () => {
    const top = render(<ToastList toasts={inPlacement(toasts, 'top')} onDismiss={() => {}} />);
    const center = render(<ToastList toasts={inPlacement(toasts, 'center')} onDismiss={() => {}} />);
    expect(top).toContain('网络请求超时，请检查您的网络环境');
    expect(top).toContain('智能客服正在回答中~');
    expect(top).not.toContain('申请已提交，我们会尽快与您联系');
    expect(center).toContain('申请已提交，我们会尽快与您联系');
    const html = top + center;
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(3);
    expect(html.match(/aria-label="关闭提示"/g)).toHaveLength(3);
  });

  it('renders no toast on the server, where the store is not read', () => {
    const store = createToastStore();
    store.error('只在浏览器显示');
    const html = render(<Toaster store={store} />);
    expect(html.match(/aria-live="polite"/g)).toHaveLength(2);
    expect(html).not.toContain('只在浏览器显示');
    store.clear();
  });
});
