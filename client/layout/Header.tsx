import styled from 'styled-components';
import { A11yEntry } from '../a11y/A11yEntry';
import { ToolbarSlot } from '../a11y/ToolbarSlot';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { spaceInRow } from '../ui/flexSpace';
import { below, between } from '../theme';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { SearchBox } from './SearchBox';
import { TopNav } from './TopNav';
import { useConsoleAction, useConsoleLinks } from './useConsoleLinks';
import { useVisitor } from '../visitor/VisitorContext';

export function Header() {
  const console = useConsoleLinks();
  const action = useConsoleAction();
  const visitor = useVisitor();
  return (
    <>
      <Strip>
        <A11yEntry />
      </Strip>
      <Bar>
        {/* The row first and the menu second in it: larger text moves the menu to a line of its own (client/a11y/settingsCss.ts). */}
        <Row>
          <Logo />
          <Desktop>
            <TopNav />
          </Desktop>
          <Actions>
            <SearchBox />
            {visitor.loggedIn ? (
              <Tenant href={console.login} title={`当前租户：${visitor.tenantName}`}>
                {visitor.tenantName || '已登录'}
              </Tenant>
            ) : (
              <Login href={console.login} $variant="ghost">
                登录
              </Login>
            )}
            <Primary href={action.href}>{action.label}</Primary>
            <MobileNav loginUrl={console.login} />
          </Actions>
        </Row>
        <ToolbarSlot />
      </Bar>
    </>
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
  height: ${({ theme }) => theme.layout.headerHeight};
  /* The folded widget's room is the content's, lower down: the header, full width, keeps to the window's edges. */
  ${between('handheld', 'wide')} {
    padding-right: max(${({ theme }) => theme.layout.gutter}, env(safe-area-inset-right));
    padding-left: max(${({ theme }) => theme.layout.gutter}, env(safe-area-inset-left));
  }
`;

const Desktop = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  /* Not flex gap (Chromium 84): the menu keeps its distance from the logo and the actions. */
  margin: 0 ${({ theme }) => theme.space.lg};
  /* Nine entries, the logo, 登录 and the main action need some 1210 px: narrower, the phone menu. */
  ${below('desktop')} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  ${spaceInRow('sm')}
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/**
 * The 无障碍 entry's line above the bar, as on government portals: the bar itself is full from
 * 1200 px (nine entries and the actions). It scrolls away; the toolbar it opens stays in the
 * sticky bar. Under the desktop width the phone menu carries the entry (./MobileNav.tsx).
 */
const Strip = styled(Container)`
  display: flex;
  justify-content: flex-end;
  ${below('desktop')} {
    display: none;
  }
`;

/** On a phone the action bar at the bottom carries it (client/widget/ActionBar.tsx). */
const Primary = styled(ButtonLink)`
  ${below('handheld')} {
    display: none;
  }
`;

const Login = styled(ButtonLink)`
  ${below('desktop')} {
    display: none;
  }
`;

const Tenant = styled.a`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.navy};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${below('desktop')} {
    display: none;
  }
`;
