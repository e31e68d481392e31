/**
 * Up to five suggestions under the header's search box while the visitor types (the ARIA
 * combobox pattern: the focus stays in the field, the arrow keys move through a listbox,
 * Enter opens the chosen page; Enter with none chosen submits the form to the results page).
 * Loaded on the box's first focus (./SearchBox.tsx), so it costs the first load nothing.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { API_PREFIX } from '../../shared/api';
import { cutQuery, SEARCH_CALL, SEARCH_PARAM, SUGGESTION_LIMIT, type SearchData, type SearchItem } from '../../shared/search';
import { below } from '../theme';

/** A pause in typing this long asks for suggestions: one request per word, not per key. */
const DEBOUNCE_MS = 150;
const LIST_ID = 'site-search-suggestions';
const optionId = (index: number) => `${LIST_ID}-${index}`;

/** The suggestions for `query`; none when the answer is not a success (the form still searches). */
async function suggestionsFor(query: string, signal: AbortSignal): Promise<SearchItem[]> {
  const search = new URLSearchParams({ [SEARCH_PARAM]: query, limit: String(SUGGESTION_LIMIT) });
  const envelope = (await (await fetch(`${API_PREFIX}${SEARCH_CALL.path}?${search}`, { signal })).json()) as { code?: number; data?: SearchData };
  return envelope.code === 200 && envelope.data ? envelope.data.items.slice(0, SUGGESTION_LIMIT) : [];
}

export default function SearchSuggestions({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const navigate = useNavigate();
  const [items, setItems] = useState<SearchItem[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const shown = open && items.length > 0;

  // Typing asks for suggestions, after a pause; a newer question cancels an older one.
  useEffect(() => {
    const field = input.current!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const ask = () => {
      pending?.abort();
      const query = cutQuery(field.value);
      if (!query) return setItems([]);
      const controller = (pending = new AbortController());
      suggestionsFor(query, controller.signal).then(
        (found) => {
          setItems(found);
          setActive(-1);
        },
        () => {},
      );
    };
    const onInput = () => {
      setOpen(true);
      clearTimeout(timer);
      timer = setTimeout(ask, DEBOUNCE_MS);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    field.addEventListener('input', onInput);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    // Typed before this chunk arrived: answer that at once.
    ask();
    return () => {
      clearTimeout(timer);
      pending?.abort();
      field.removeEventListener('input', onInput);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
    };
  }, [input]);

  const go = (item: SearchItem) => {
    setOpen(false);
    input.current?.blur();
    navigate(item.url);
  };

  // The field is the combobox: its state is written on it, and its keys move the choice.
  useEffect(() => {
    const field = input.current!;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', LIST_ID);
    field.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
    const onKey = (event: KeyboardEvent) => {
      const count = items.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
      } else if (event.key === 'Enter' && shown && active >= 0) {
        event.preventDefault();
        go(items[active]!);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
      }
    };
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  });

  return (
    // The focus stays in the field while a suggestion is clicked.
    <List id={LIST_ID} role="listbox" aria-label="搜索建议" hidden={!shown} onMouseDown={(event) => event.preventDefault()}>
      {items.map((item, i) => (
        <li key={item.url + item.title} id={optionId(i)} role="option" aria-selected={i === active} onClick={() => go(item)} onMouseMove={() => setActive(i)}>
          <span>{item.title}</span>
          <small>{item.type}</small>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  position: absolute;
  top: 46px;
  right: 0;
  z-index: ${({ theme }) => theme.z.menu};
  width: 320px;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 10px ${({ theme }) => theme.space.md};
    cursor: pointer;
  }
  li[aria-selected='true'] { background: ${({ theme }) => theme.color.backgroundSoft}; color: ${({ theme }) => theme.color.primary}; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { flex-shrink: 0; margin-left: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  ${below('phone')} {
    width: calc(100vw - 80px);
  }
`;
