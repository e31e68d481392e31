/**
 * A top-bar hover menu (AI工作室, 产品矩阵). Opens on hover, on click (touch) and from the
 * keyboard; Escape closes it and returns focus to its button. Until hydration, CSS
 * :hover / :focus-within open it, so it also works with JavaScript off.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { TopNavItem } from '../../shared/routeViews';
import { NavLinkItem } from './NavLinkItem';
import { navItemStyle } from './navItemStyle';

type MenuItem = Extract<TopNavItem, { type: 'menu' }>;

export function NavMenu({ item, active }: { item: MenuItem; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, hash } = useLocation();
  const wide = item.groups.length > 1;

  useEffect(() => setHydrated(true), []);
  useEffect(() => setOpen(false), [pathname, hash]);

  // The links depend on neither `open` nor `hydrated`: the same element lets React skip
  // them when those change (on hydration, one long task less: total-blocking-time).
  const groups = useMemo(
    () => (
      <Groups $columns={wide ? 4 : 1}>
        {item.groups.map((group) => (
          <li key={group.label}>
            {wide && <GroupTitle>{group.label}</GroupTitle>}
            <ul>
              {group.links.map((link) => (
                <li key={link.label + link.to}>
                  <NavLinkItem link={link} showDescription={!wide} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </Groups>
    ),
    [item, wide],
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <Item
      $wide={wide}
      data-open={open}
      data-hydrated={hydrated || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <MenuButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} $active={active} onClick={() => setOpen((value) => !value)}>
        {item.label}
        <Chevron aria-hidden="true" />
      </MenuButton>
      {/* A group, so that its name is one assistive technology reads (a plain div's is not). */}
      <Panel id={panelId} $wide={wide} role="group" aria-label={item.label}>
        {groups}
      </Panel>
    </Item>
  );
}

const Panel = styled.div<{ $wide: boolean }>`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.z.menu};
  visibility: hidden;
  opacity: 0;
  transform: translateY(-4px);
  transition:
    opacity ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast},
    visibility ${({ theme }) => theme.motion.fast};
  background: ${({ theme }) => theme.color.background};
  border-radius: 0 0 ${({ theme }) => theme.radius.medium} ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  padding: ${({ theme }) => theme.space.lg};
  ${({ $wide }) =>
    $wide
      ? css`
          left: 0;
          right: 0;
        `
      : css`
          left: -24px;
          width: 360px;
        `}
`;

const openPanel = css`
  visibility: visible;
  opacity: 1;
  transform: none;
`;

const Item = styled.li<{ $wide: boolean }>`
  position: ${({ $wide }) => ($wide ? 'static' : 'relative')};
  display: flex;
  &[data-open='true'] > ${Panel} { ${openPanel} }
  &:not([data-hydrated]):hover > ${Panel}, &:not([data-hydrated]):focus-within > ${Panel} { ${openPanel} }
`;

const MenuButton = styled.button<{ $active: boolean }>`
  ${navItemStyle}
  background: none;
  border: 0;
  cursor: pointer;
`;

const Chevron = styled.span`
  display: inline-block;
  width: 6px;
  height: 6px;
  margin-left: 6px;
  border-right: 1.5px solid currentColor;
  border-bottom: 1.5px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
`;

const Groups = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
`;

const GroupTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.navy};
`;
