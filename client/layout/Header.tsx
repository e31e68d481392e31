import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { below } from '../theme';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { TopNav } from './TopNav';
import { useConsoleLinks } from './useConsoleLinks';

export function Header() {
  const console = useConsoleLinks();
  return (
    <Bar>
      <Row>
        <Logo />
        <Desktop>
          <TopNav />
        </Desktop>
        <Actions>
          <Login href={console.login} $variant="ghost">
            登录
          </Login>
          <ButtonLink href={console.register}>免费试用</ButtonLink>
          <MobileNav loginUrl={console.login} />
        </Actions>
      </Row>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled(Container)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.headerHeight};
`;

const Desktop = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  ${below('tablet')} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Login = styled(ButtonLink)`
  ${below('tablet')} {
    display: none;
  }
`;
