/**
 * The results page's own search box, holding the query: a plain GET form to the page, which
 * with JavaScript navigates on the client instead of loading the page again.
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { cutQuery, SEARCH_PARAM, SEARCH_PATH, SEARCH_QUERY_MAX_CHARS, searchHref } from '../../../shared/search';
import { below } from '../../theme';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

export function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = cutQuery(new FormData(event.currentTarget).get(SEARCH_PARAM)?.toString() ?? '');
    event.preventDefault();
    navigate(value ? searchHref(value) : SEARCH_PATH);
  };
  return (
    <Form action={SEARCH_PATH} method="get" role="search" aria-label="站内搜索" onSubmit={onSubmit}>
      <Field>
        <Icon name="search" size={20} />
        {/* Keyed by the query: a client navigation to another query shows it, as a page load would. */}
        <input
          key={query}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={query}
          aria-label="搜索关键词"
          placeholder="输入产品名称、功能或问题"
          maxLength={SEARCH_QUERY_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field>
      <Submit type="submit" $size="large">
        搜索
      </Submit>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  max-width: 720px;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Field = styled.label`
  position: relative;
  flex: 1;
  min-width: 0;
  svg {
    position: absolute;
    top: 14px;
    left: 14px;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    height: 48px;
    padding: 0 ${({ theme }) => theme.space.md} 0 44px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-right: 0;
    border-radius: ${({ theme }) => theme.radius.small} 0 0 ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.background};
    font: inherit;
    /* 16 px: below it a phone's browser zooms into the field. */
    font-size: 1rem;
    color: ${({ theme }) => theme.color.text};
  }
  input:focus {
    border-color: ${({ theme }) => theme.color.primary};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
`;

const Submit = styled(Button)`
  border-radius: 0 ${({ theme }) => theme.radius.small} ${({ theme }) => theme.radius.small} 0;
  ${below('phone')} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;
