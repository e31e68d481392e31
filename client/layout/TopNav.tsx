import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_PATH, isNavItemActive, topNav } from '../../shared/routeViews';
import { Link } from '../ui/Link';
import { NavMenu } from './NavMenu';
import { navItemStyle } from './navItemStyle';

export function TopNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="主导航">
      <List>
        {topNav.map((item) => {
          const active = isNavItemActive(item, pathname);
          if (item.type === 'menu') return <NavMenu key={item.id} item={item} active={active} />;
          const to = item.type === 'anchor' ? `${HOME_PATH}#${item.hash}` : item.to;
          return (
            <li key={item.label}>
              <TopLink to={to} $active={active} aria-current={active ? 'page' : undefined}>
                {item.label}
              </TopLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  align-items: stretch;
`;

const TopLink = styled(Link)<{ $active: boolean }>`
  ${navItemStyle}
`;
