/**
 * The card a page's own form sits in, and its parts: 合作咨询's and 投诉举报's pages show their
 * forms alike, and a fix to one (the phone's padding, the submit's width) is a fix to both.
 */
import styled, { css } from 'styled-components';
import { ErrorText } from './formControls';
import { below } from '../theme';
import { Container } from './Container';
import { Button } from './Button';

/** The band the form's card sits in, with its aside beside it (under it on a tablet or phone). */
export const FormBand = styled.div`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.color.backgroundSoft};
`;

export const FormColumns = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const cardStyle = css`
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const FormCard = styled.section`
  ${cardStyle}
  padding: ${({ theme }) => theme.space.xl};
  ${below('phone')} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

export const CardTitle = styled.h2`
  font-size: 1.375rem;
  color: ${({ theme }) => theme.color.navy};
`;

export const CardLead = styled.p`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const CardForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The form's own failure (not a field's): above the fields. */
export const FormNotice = styled(ErrorText)`
  padding: 10px 14px;
  border: 1px solid #fbd0d0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fff4f4;
  font-size: 0.875rem;
`;

export const FormSubmit = styled(Button)`
  justify-self: start;
  min-width: 160px;
  ${below('phone')} {
    justify-self: stretch;
  }
`;

/** The tick that heads a form's confirmation once it is sent. */
export const DoneCheck = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: #e8f7ee;
  color: #138a45;
  font-size: 1.5rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
