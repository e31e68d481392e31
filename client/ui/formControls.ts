/**
 * The parts of a form's fields that the site's forms share (the cooperation form, in its
 * modal and on its page, and 投诉举报): one look for a field, its required mark, its input,
 * its error and its agreement line, so the forms read as one product.
 */
import styled, { css } from 'styled-components';

export const Field = styled.div`
  display: grid;
  gap: 6px;
  label { font-size: 0.875rem; color: ${({ theme }) => theme.color.text}; }
`;

export const Required = styled.span`
  margin-right: 2px;
  color: #f53f3f;
`;

/** An input's or a text area's box: the border turns red on an invalid value, blue on focus. */
export const fieldBox = css`
  width: 100%;
  padding: 8px 10px;
  border-radius: 4px;
  font: inherit;
  font-size: 0.875rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  &[aria-invalid='true'] { border-color: #f53f3f; }
  &:focus { outline: none; border-color: ${({ theme }) => theme.color.primary}; }
`;

export const TextInput = styled.input`
  ${fieldBox}
`;

export const ErrorText = styled.p`
  font-size: 0.8125rem;
  color: #f53f3f;
`;

/**
 * The agreement line and its links. Flex gap is newer than the oldest engines the site serves
 * (Chromium 84): margins instead. Underlined: links inside a sentence must not be told apart by
 * colour alone (axe link-in-text-block).
 */
export const Agreement = styled.div`
  display: flex;
  align-items: flex-start;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textSecondary};
  input { margin: 4px 6px 0 0; }
  a { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; }
`;
