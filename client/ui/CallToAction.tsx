/** The closing call to action of a page: 免费试用 (console) and 合作咨询 (the modal). */
import styled from 'styled-components';
import type { CooperationTarget } from '../../shared/cooperation';
import { useCooperationLink } from '../cooperation/CooperationContext';
import { useConsoleLinks } from '../layout/useConsoleLinks';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { spaceInRow } from './flexSpace';

/** `about` is what the page's 合作咨询 is about: its product, or a scene. */
export function CallToAction({ title, text, about }: { title: string; text: string; about?: CooperationTarget }) {
  const console = useConsoleLinks();
  const cooperation = useCooperationLink(about);
  return (
    <Band aria-label={title}>
      <Inner>
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <Actions>
          <ButtonLink href={console.register} $size="large">
            免费试用
          </ButtonLink>
          <ButtonLink {...cooperation} $variant="ghost" $size="large">
            合作咨询
          </ButtonLink>
        </Actions>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.color.backgroundSoft};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  /* Not flex gap (Chromium 84), nor negative side margins, which would undo the centring:
     the text keeps its distance from the actions beside it, and both from the line above. */
  margin-top: calc(0px - ${({ theme }) => theme.space.lg});
  & > * { margin-top: ${({ theme }) => theme.space.lg}; }
  & > :first-child { margin-right: ${({ theme }) => theme.space.lg}; }
  h2 { font-size: 1.5rem; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: 4px; color: ${({ theme }) => theme.color.textSecondary}; }
`;

const Actions = styled.div`
  display: flex;
  ${spaceInRow('md')}
`;
