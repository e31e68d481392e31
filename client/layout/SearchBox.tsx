/**
 * The header's search box, on every page: a plain GET form to the results page, so Enter
 * searches without JavaScript too. Folded to its icon until it has the focus (the header has
 * no room beside the menu, and a phone none at all); then it opens over the bar. `/` focuses
 * it (./slashKey.ts, loaded when the browser is idle). Suggestions load on the first focus,
 * as a chunk of their own (./SearchSuggestions.tsx): this part is in every page's first
 * load, so it is markup and little else.
 */
import { useRef, useState, type ComponentType, type RefObject } from 'react';
import styled from 'styled-components';
import { SEARCH_PARAM, SEARCH_PATH, SEARCH_QUERY_MAX_CHARS } from '../../shared/searchForm';
import { below } from '../theme';
import { Icon } from '../ui/Icon';
import { useLazyEffect } from '../useLazyEffect';

type Suggestions = ComponentType<{ input: RefObject<HTMLInputElement | null> }>;

export function SearchBox() {
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<Suggestions>();
  useLazyEffect(() => import('./slashKey').then(({ focusOnSlash }) => focusOnSlash(input.current!)));
  return (
    <Form action={SEARCH_PATH} role="search">
      <input
        ref={input}
        // Its label: the box shows only its icon and, once open, its placeholder.
        aria-label="搜索全站"
        type="search"
        name={SEARCH_PARAM}
        placeholder="搜索产品、文档、课程"
        maxLength={SEARCH_QUERY_MAX_CHARS}
        autoComplete="off"
        // The suggestions' chunk loads on the first focus; later focuses find it loaded.
        onFocus={() => void import('./SearchSuggestions').then((chunk) => setSuggestions(() => chunk.default))}
      />
      <Icon name="search" size={20} />
      {Suggestions && <Suggestions input={input} />}
    </Form>
  );
}

/**
 * Folded, the field is the icon's round button; open, it reaches left over the menu, and on
 * a phone to the logo's edge (the menu button stays).
 */
const Form = styled.form`
  position: relative;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  input {
    position: absolute;
    top: 0;
    right: 0;
    width: 40px;
    height: 40px;
    /* Folded, the padding leaves the text no room at all. */
    padding: 0 38px 0 0;
    border: 1px solid transparent;
    border-radius: 20px;
    background: transparent;
    font: inherit;
    -webkit-appearance: none;
  }
  input:focus {
    z-index: 1;
    width: 320px;
    padding: 0 40px 0 14px;
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.background};
    box-shadow: ${({ theme }) => theme.shadow.menu};
    outline: none;
  }
  svg { position: absolute; top: 10px; right: 10px; z-index: 2; pointer-events: none; }
  ${below('phone')} {
    /* 16 px: smaller text makes a phone's browser zoom into the field. */
    input { font-size: 1rem; }
    input:focus { width: calc(100vw - 80px); }
  }
`;
