/**
 * /_app, 应用中心: every application of the product matrix with its icon, by group, and a
 * filter by group and by name. The filter is a GET form the server honours (shared/appCenter.ts),
 * so without JavaScript it is a plain list that a submit narrows; with it, the list narrows as
 * the visitor types or picks a group.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { appGroups, isAppCenterParam, nameMatches } from '../../shared/appCenter';
import { appIcons } from '../../shared/content/appIcons';
import { useConsoleLinks } from '../layout/useConsoleLinks';
import { below } from '../theme';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { iconBadge } from '../ui/iconBadge';
import { Link } from '../ui/Link';
import { LinkCards } from '../ui/LinkCards';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { appShellText as pageText } from '../../shared/pageText/appShell';

/** What the URL asks for, as the server reads it: an invented value counts as none. */
function filterOf(search: string) {
  const params = new URLSearchParams(search);
  const read = (name: 'group' | 'q') => {
    const value = params.get(name);
    return value !== null && isAppCenterParam(name, value) ? value : '';
  };
  return { group: read('group'), q: read('q') };
}

export default function AppShellPage({ route }: PageProps) {
  const console = useConsoleLinks();
  const { search } = useLocation();
  return (
    <>
      <PageHero eyebrow="应用中心" heading={route.heading} intro={route.intro}>
        <ButtonLink href={console.login} $size="large">
          进入控制台
        </ButtonLink>
        <ButtonLink href={console.register} $variant="light" $size="large">
          免费试用
        </ButtonLink>
      </PageHero>
      <Section id="apps" title="全部应用" lead="按产品矩阵分组，点击即可了解详情或进入应用">
        {/* A link to another filter (a breadcrumb) starts from what it says. */}
        <AppList key={search} initial={filterOf(search)} />
      </Section>
      <Section title="您可能在找" soft>
        <LinkCards
          cards={[
            { to: '/docCenter.html', title: '接入文档', text: '快速入门、产品文档与API接口说明，帮助开发者在几分钟内完成首次调用。', icon: 'book-open' },
            { to: '/product/aiCustomerService.html', title: 'AI智能客服', text: '了解智能客服的知识库、多轮对话与转人工能力。', icon: 'bot' },
            { to: '/aiCs.html', title: '在线咨询', text: '与AI客服对话，了解产品与报价，或添加专属微信客服。', icon: 'message-circle' },
          ]}
        />
      </Section>
    </>
  );
}

function AppList({ initial }: { initial: { group: string; q: string } }) {
  const [group, setGroup] = useState(initial.group);
  const [q, setQ] = useState(initial.q);
  const query = q.trim();
  const shown = appGroups
    .filter((g) => !group || g.id === group)
    .map((g) => ({ ...g, apps: query ? g.apps.filter((a) => nameMatches(a, query)) : g.apps }))
    .filter((g) => g.apps.length > 0);
  const count = shown.reduce((n, g) => n + g.apps.length, 0);
  return (
    <>
      <Filter role="search" action="/_app" method="get" onSubmit={(event: FormEvent) => event.preventDefault()}>
        <label>
          <span>分组</span>
          <select name="group" value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">全部分组</option>
            {appGroups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>名称</span>
          <input type="search" name="q" value={q} maxLength={20} placeholder="输入应用名称，如 H5" onChange={(event) => setQ(event.target.value)} />
        </label>
        <button type="submit">
          <Icon name="search" size={18} />
          筛选
        </button>
        <Count aria-live="polite">{count > 0 ? `共 ${count} 个应用` : `没有名称包含“${query}”的应用`}</Count>
      </Filter>
      {shown.map((g) => (
        <Group key={g.id} aria-labelledby={`apps-${g.id}`}>
          <h3 id={`apps-${g.id}`}>{g.label}</h3>
          <Apps>
            {g.apps.map((app) => {
              const body = (
                <>
                  <Badge>
                    <Icon name={appIcons[app.to] ?? 'sparkles'} />
                  </Badge>
                  <span>
                    <strong>
                      {app.label}
                      {app.external && <small>（新窗口打开）</small>}
                    </strong>
                    {app.description && <em>{app.description}</em>}
                  </span>
                </>
              );
              return (
                <li key={app.to + app.label}>
                  {app.external ? (
                    <a href={app.to} target="_blank" rel="noopener noreferrer">
                      {body}
                    </a>
                  ) : (
                    <Link to={app.to}>{body}</Link>
                  )}
                </li>
              );
            })}
          </Apps>
        </Group>
      ))}
    </>
  );
}

const Filter = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  margin: ${({ theme }) => theme.space.xl} 0 0 -${({ theme }) => theme.space.md};
  & > * { margin: ${({ theme }) => theme.space.sm} 0 0 ${({ theme }) => theme.space.md}; }
  label { display: flex; flex-direction: column; font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textSecondary}; }
  select, input {
    height: 40px;
    margin-top: 4px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.background};
    font: inherit;
    color: ${({ theme }) => theme.color.text};
  }
  input { width: 240px; }
  button {
    display: inline-flex;
    align-items: center;
    height: 40px;
    padding: 0 18px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textOnDark};
    font: inherit;
    cursor: pointer;
  }
  button svg { margin-right: 6px; }
  ${below('phone')} {
    label, input { width: 100%; }
  }
`;

const Count = styled.p`
  align-self: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
`;

const Apps = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  a {
    display: flex;
    height: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    transition: border-color ${({ theme }) => theme.motion.fast};
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; }
  strong { display: block; color: ${({ theme }) => theme.color.navy}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  small { font-weight: ${({ theme }) => theme.font.weight.regular}; color: ${({ theme }) => theme.color.textMuted}; }
  em {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    margin-top: 2px;
    font-style: normal;
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

const Badge = styled.span`
  ${iconBadge}
  margin-right: 12px;
`;
