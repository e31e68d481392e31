/**
 * What the page offers when there is nothing to show (no query, or no result): a few queries
 * that find something, the product groups to browse, and the chat to ask a person's question.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { appIcons } from '../../../shared/content/appIcons';
import { CONTACT_ANCHOR, COOPERATION_PATH } from '../../../shared/cooperation';
import { productGroups } from '../../../shared/routeTable';
import { pagesInGroup } from '../../../shared/routeViews';
import { searchHref } from '../../../shared/search';
import { below } from '../../theme';
import { ButtonLink } from '../../ui/Button';
import { spaceInWrappingRow } from '../../ui/flexSpace';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { LinkCards } from '../../ui/LinkCards';
import { openChat } from '../../widget/openChat';

/** Queries that each lead to a product, as examples of what can be asked. */
const EXAMPLE_QUERIES = ['语音合成', '数字人', 'AI生成PPT', '舆情监测', 'H5投票', 'API接入'];

/** Each group of the product matrix that has pages here, as a card: its pages' names, leading to the first. */
const groupCards = productGroups.flatMap((group) => {
  const pages = pagesInGroup(group.id);
  const first = pages[0];
  return first ? [{ to: first.path, title: group.label, text: pages.map((p) => p.name).join('、'), icon: appIcons[first.path] ?? 'sparkles' }] : [];
});

export function SearchEmpty({ query }: { query: string }) {
  const onChat = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openChat(query ? `请问有和“${query}”相关的产品或服务吗？` : undefined);
  };
  return (
    <div>
      {/* Without a query, the page's introduction above has said what to type. */}
      {query && (
        <Notice role="status">
          没有找到与“<strong>{query}</strong>”相关的内容。换个说法试试，或浏览下面的产品分组，也可以直接问问智能客服。
        </Notice>
      )}
      <Examples>
        <span>试试：</span>
        {EXAMPLE_QUERIES.map((example) => (
          <Link key={example} to={searchHref(example)}>
            {example}
          </Link>
        ))}
      </Examples>
      <Heading>按产品分组浏览</Heading>
      <LinkCards cards={groupCards} />
      <Chat>
        <div>
          <Heading>没找到想要的？</Heading>
          <p>智能客服熟悉全部产品与接入流程，也可以转人工服务。</p>
        </div>
        <ButtonLink href={`${COOPERATION_PATH}#${CONTACT_ANCHOR}`} onClick={onChat} $size="large">
          <Icon name="message-circle" size={20} />
          联系咨询
        </ButtonLink>
      </Chat>
    </div>
  );
}

const Notice = styled.p`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.lead};
  overflow-wrap: anywhere;
  strong { color: ${({ theme }) => theme.color.navy}; }
`;

const Examples = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  ${spaceInWrappingRow('sm', 'sm', 'md')}
  &:first-child { margin-top: -${({ theme }) => theme.space.sm}; }
  span { color: ${({ theme }) => theme.color.textMuted}; }
  a {
    padding: 2px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.primaryDark};
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Heading = styled.h2`
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.h3};
  color: ${({ theme }) => theme.color.navy};
`;

const Chat = styled.aside`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.backgroundSoft};
  h2 { margin-top: 0; }
  p { color: ${({ theme }) => theme.color.textSecondary}; }
  & > a { flex-shrink: 0; margin-left: ${({ theme }) => theme.space.lg}; }
  ${below('phone')} {
    display: block;
    & > a { margin: ${({ theme }) => theme.space.md} 0 0; }
  }
`;
