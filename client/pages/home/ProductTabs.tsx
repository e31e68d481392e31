/**
 * The product matrix as tabs, one per group, each listing its products with a one-line
 * description and a link (WAI-ARIA tabs: arrow keys move between tabs). All panels are in
 * the server HTML, so crawlers and no-JS visitors see every product.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { topNav, type NavMenuGroup } from '../../../shared/routeViews';
import { NavLinkItem } from '../../layout/NavLinkItem';
import { below } from '../../theme';
import { spaceInWrappingRow } from '../../ui/flexSpace';

const groups: NavMenuGroup[] = topNav.flatMap((item) => (item.type === 'menu' && item.id === 'product' ? item.groups : []));

export function ProductTabs() {
  const [selected, setSelected] = useState(0);
  const id = useId();

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + groups.length) % groups.length;
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <div>
      <TabList role="tablist" aria-label="产品矩阵分组" onKeyDown={onKeyDown}>
        {groups.map((group, i) => (
          <Tab
            key={group.label}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {group.label}
          </Tab>
        ))}
      </TabList>
      {groups.map((group, i) => (
        <Panel key={group.label} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== selected}>
          <ul>
            {group.links.map((link) => (
              <li key={link.label + link.to}>
                <NavLinkItem link={link} showDescription />
              </li>
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  );
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  ${spaceInWrappingRow('sm', 'sm', 'xl')}
`;

const Tab = styled.button`
  padding: 8px 18px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textOnDark};
  }
`;

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
  }
  ${below('tablet')} {
    ul { grid-template-columns: 1fr; }
  }
`;
