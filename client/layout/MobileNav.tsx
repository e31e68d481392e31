/**
 * The phone menu: a disclosure (works without JavaScript) listing the whole top bar, the
 * hover menus as nested disclosures. It closes itself on navigation.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_PATH, topNav } from '../../shared/routeViews';
import { openToolbar } from '../a11y/toolbarState';
import { ENTRY_LABEL } from '../a11y/A11yEntry';
import { below } from '../theme';
import { Link } from '../ui/Link';
import { NavLinkItem } from './NavLinkItem';

export function MobileNav({ loginUrl }: { loginUrl: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, hash]);

  return (
    <Drawer ref={ref}>
      <Toggle ref={toggle} aria-label="菜单">
        <Bars aria-hidden="true" />
      </Toggle>
      <Sheet
        aria-label="移动端导航"
        onClick={(event) => {
          // Close at once on a link; the next page may still be loading its chunk.
          if ((event.target as Element).closest('a') && ref.current) ref.current.open = false;
        }}
      >
        <ul>
          {topNav.map((item) =>
            item.type === 'menu' ? (
              <li key={item.id}>
                <details>
                  <GroupSummary>{item.label}</GroupSummary>
                  {item.groups.map((group) => (
                    <Group key={group.label}>
                      {item.groups.length > 1 && <GroupLabel>{group.label}</GroupLabel>}
                      <ul>
                        {group.links.map((link) => (
                          <li key={link.label + link.to}>
                            <NavLinkItem link={link} showDescription={false} />
                          </li>
                        ))}
                      </ul>
                    </Group>
                  ))}
                </details>
              </li>
            ) : (
              <li key={item.label}>
                <Row as={Link} to={item.type === 'anchor' ? `${HOME_PATH}#${item.hash}` : item.to}>
                  {item.label}
                </Row>
              </li>
            ),
          )}
          <li>
            <Row href={loginUrl}>登录</Row>
          </li>
          <li>
            {/* The menu closes (and this button with it: it states no expanded state) and the toolbar
                opens under the bar; Escape there gives the focus to the menu's button. */}
            <Row
              as="button"
              type="button"
              onClick={() => {
                if (ref.current) ref.current.open = false;
                openToolbar(toggle.current);
              }}
            >
              {ENTRY_LABEL}
            </Row>
          </li>
        </ul>
      </Sheet>
    </Drawer>
  );
}

const Drawer = styled.details`
  display: none;
  ${below('desktop')} {
    display: block;
  }
`;

const Toggle = styled.summary`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

const Bars = styled.span`
  position: relative;
  width: 20px;
  height: 2px;
  background: currentColor;
  &::before, &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 20px;
    height: 2px;
    background: currentColor;
  }
  &::before { top: -6px; }
  &::after { top: 6px; }
`;

const Sheet = styled.nav`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.layout.gutterPhone};
  background: ${({ theme }) => theme.color.background};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled.a`
  display: block;
  width: 100%;
  border-width: 0;
  background: none;
  text-align: left;
  cursor: pointer;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.lead};
`;

const GroupSummary = styled.summary`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.lead};
  cursor: pointer;
`;

const Group = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const GroupLabel = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.navy};
`;
