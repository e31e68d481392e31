import { describe, expect, it } from 'vitest';
import { capLength } from '../../../../client/chat/ChatComposer';
import { CHAT_CONTENT_MAX } from '../../../../shared/messages';

describe('the chat input', () => {
  it('cuts a paste of 100,000 characters to the length a question may have, at once', () => {
    expect(capLength('问'.repeat(100_000))).toHaveLength(CHAT_CONTENT_MAX);
  });

  it('never keeps half of a character outside the basic plane at the cut', () => {
    const text = `${'问'.repeat(CHAT_CONTENT_MAX - 1)}😀😀`;
    expect(capLength(text)).toBe('问'.repeat(CHAT_CONTENT_MAX - 1));
  });

  it('leaves a question within the limit as it is', () => {
    expect(capLength('介绍一下语音合成')).toBe('介绍一下语音合成');
  });
});
