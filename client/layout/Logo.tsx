import styled from 'styled-components';
import { HOME_PATH } from '../../shared/routeViews';
import { PLATFORM_NAME } from '../../shared/site';
import { Link } from '../ui/Link';
import { spaceInRow } from '../ui/flexSpace';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Home to={HOME_PATH} aria-label={`${PLATFORM_NAME}首页`}>
      {/* Low: React then writes no preload for it into the head, outside the header, which is
          rendered once per URL and reused (client/ui/Prerendered.tsx). Chromium fetches an image
          this small at low priority anyway, and finds it in the body's first bytes. */}
      <img src="/logo.svg" alt="" width={32} height={32} fetchPriority="low" />
      <Name $inverted={inverted}>{PLATFORM_NAME}</Name>
    </Home>
  );
}

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  ${spaceInRow('10px')}
  flex-shrink: 0;
`;

const Name = styled.span<{ $inverted: boolean }>`
  font-size: 1.1875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 1px;
  color: ${({ $inverted, theme }) => ($inverted ? theme.color.textOnDark : theme.color.navy)};
`;
