/** A menu link: internal pages through the router, external sites in a new tab. */
import styled from 'styled-components';
import type { NavLink } from '../../shared/routeViews';
import { Link } from '../ui/Link';
import { VisuallyHidden } from '../ui/VisuallyHidden';

export function NavLinkItem({ link, showDescription }: { link: NavLink; showDescription: boolean }) {
  const body = (
    <>
      <Label>
        {link.label}
        {link.external && (
          <>
            <External aria-hidden="true">↗</External>
            <VisuallyHidden>（新窗口打开）</VisuallyHidden>
          </>
        )}
      </Label>
      {showDescription && link.description && <Description>{link.description}</Description>}
    </>
  );
  if (link.external) {
    return (
      <Anchor href={link.to} target="_blank" rel="noopener noreferrer">
        {body}
      </Anchor>
    );
  }
  return (
    <Anchor as={Link} to={link.to}>
      {body}
    </Anchor>
  );
}

const Anchor = styled.a`
  display: block;
  padding: 6px 8px;
  margin: 0 -8px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.textSecondary};
  &:hover { background: ${({ theme }) => theme.color.backgroundSoft}; color: ${({ theme }) => theme.color.primary}; }
`;

const Label = styled.span`
  display: block;
`;

const External = styled.span`
  margin-left: 4px;
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;
