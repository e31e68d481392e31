/** The chat's speech bubbles and the three dots of an answer on its way. */
import styled, { keyframes } from 'styled-components';
import { spaceInRow } from '../ui/flexSpace';

export const Bubble = styled.div<{ $from: 'me' | 'ai' }>`
  max-width: 88%;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-size: 0.875rem;
  line-height: 1.7;
  word-break: break-word;
  ${({ $from, theme }) =>
    $from === 'me'
      ? `align-self: flex-end; white-space: pre-wrap; background: ${theme.color.primary}; color: ${theme.color.textOnDark}; border-bottom-right-radius: 2px;`
      : `align-self: flex-start; background: ${theme.color.background}; color: ${theme.color.text}; border-bottom-left-radius: 2px; box-shadow: ${theme.shadow.card};`}
  p + p, p + ul, p + ol, ul + p, ol + p { margin-top: 6px; }
  ul, ol { padding-left: 1.2em; }
  ul { list-style: disc; }
  ol { list-style: decimal; }
  a { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; }
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

export const Typing = styled.span`
  display: inline-flex;
  ${spaceInRow('4px')}
  padding: 6px 0;
  i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textMuted};
    animation: ${blink} 1.2s infinite;
  }
  i:nth-child(2) { animation-delay: 0.2s; }
  i:nth-child(3) { animation-delay: 0.4s; }
`;
