/**
 * A code sample of a document, as the server highlighted it (server/render/codeHighlight.ts:
 * `<span class="hljs-…">` in `html`, which only our server writes), coloured by the classes
 * below: no highlighter runs here. 复制代码 copies the sample's text, through the Clipboard
 * API or, where there is none (an insecure origin, an old WebView), by selecting the code and
 * copying the selection; the button says 已复制 for a moment.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DocCodeBlock } from '../../../shared/upstream/docDetail';
import { copyText } from '../../ui/copyText';

/** How long the button says 已复制. */
export const COPIED_MS = 2000;

/** A language name fit to show as the sample's label. */
const LANGUAGE_LABEL = /^[\w#+.-]{1,20}$/;

export function CodeBlock({ block }: { block: DocCodeBlock }) {
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (code.current && (await copyText(block.code, code.current))) setCopied(true);
  };

  const language = typeof block.language === 'string' && LANGUAGE_LABEL.test(block.language) ? block.language : undefined;
  return (
    <Figure>
      <Bar>
        <span>{language ?? '代码'}</span>
        <button type="button" onClick={() => void copy()} aria-live="polite">
          {copied ? '已复制' : '复制代码'}
        </button>
      </Bar>
      {/* Focusable, so a sample wider than the column can be scrolled with the keyboard. */}
      <Pre tabIndex={0}>
        {typeof block.html === 'string' ? <code ref={code} dangerouslySetInnerHTML={{ __html: block.html }} /> : <code ref={code}>{block.code}</code>}
      </Pre>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.md} 0 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.navy};
  overflow: hidden;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  border-bottom: 1px solid rgba(255, 255, 255, 0.1);
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  button {
    min-width: 72px;
    padding: 4px 10px;
    border: 1px solid rgba(255, 255, 255, 0.24);
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    color: ${({ theme }) => theme.color.textOnDark};
    font: inherit;
    cursor: pointer;
  }
  button:hover { background: rgba(255, 255, 255, 0.08); }
`;

/** The colours of highlight.js's classes: GitHub's dark palette, each 4.5:1 or more on the navy ground. */
const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  color: #e6edf3;
  font: 0.8125rem/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  tab-size: 2;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: -2px; }
  .hljs-comment, .hljs-quote { color: #9aa8bf; font-style: italic; }
  .hljs-keyword, .hljs-selector-tag, .hljs-meta .hljs-keyword, .hljs-doctag, .hljs-template-tag { color: #ff7b72; }
  .hljs-string, .hljs-regexp, .hljs-meta .hljs-string { color: #a5d6ff; }
  .hljs-number, .hljs-literal, .hljs-variable, .hljs-template-variable, .hljs-symbol, .hljs-attr, .hljs-attribute { color: #79c0ff; }
  .hljs-title, .hljs-title.function_, .hljs-section { color: #d2a8ff; }
  .hljs-built_in, .hljs-type, .hljs-title.class_, .hljs-params { color: #ffa657; }
  .hljs-name, .hljs-tag, .hljs-selector-id, .hljs-selector-class { color: #7ee787; }
  .hljs-meta, .hljs-subst { color: #e6edf3; }
`;
