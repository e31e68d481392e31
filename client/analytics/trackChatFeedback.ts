/**
 * A visitor's 有帮助 / 没帮助 on a chat answer, as one analytics record on the page it was
 * given: the choice and the answer's place in the conversation, never a word of the question
 * or the answer. Loaded by the chat when a visitor rates, not before.
 */
import { findPageEntry } from '../../shared/routeViews';
import { readBrowserLoginState } from '../visitor/browserCookies';
import { trackAction } from './trackPageView';

export function trackChatFeedback(value: 'up' | 'down', messageIndex: number): Promise<void> {
  const { pathname, href } = location;
  const view = {
    pathname,
    routeName: findPageEntry(pathname)?.name,
    title: document.title,
    url: href,
    tenantName: readBrowserLoginState().tenantName,
    now: Date.now(),
  };
  return trackAction(view, { type: 'chat_feedback', value, messageIndex });
}
