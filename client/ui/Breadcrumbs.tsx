/**
 * 首页 › 产品组 › 产品: where a page sits, as links, and the same trail as BreadcrumbList
 * JSON-LD (shared/structuredData.ts). The last crumb is the page itself.
 */
import styled from 'styled-components';
import { breadcrumbList, type Crumb } from '../../shared/structuredData';
import { useAppData } from '../appDataContext';
import { Container } from './Container';
import { JsonLd } from './JsonLd';
import { Link } from './Link';

/**
 * Over a dark hero by default; `inPage` puts the trail in the flow of a light page, as wide
 * as the column it is in (a document of the documentation centre).
 */
export function Breadcrumbs({ crumbs, inPage = false }: { crumbs: Crumb[]; inPage?: boolean }) {
  const { site } = useAppData();
  const trail = (
    <ol>
      {crumbs.map((c, i) => (
        <li key={c.path}>
          {i === crumbs.length - 1 ? (
            <Link to={c.path} aria-current="page">
              {c.name}
            </Link>
          ) : (
            <Link to={c.path}>{c.name}</Link>
          )}
        </li>
      ))}
    </ol>
  );
  return (
    <Bar aria-label="面包屑导航" $inPage={inPage}>
      {inPage ? trail : <Container>{trail}</Container>}
      <JsonLd data={breadcrumbList(crumbs, site.siteUrl)} />
    </Bar>
  );
}

/** Laid over the top of the hero below it (its padding leaves the room), on its dark ground; or on a light page, one line whose last crumb gives way. */
const Bar = styled.nav<{ $inPage: boolean }>`
  position: relative;
  z-index: 1;
  height: 44px;
  margin-bottom: ${({ $inPage }) => ($inPage ? '0' : '-44px')};
  font-size: ${({ theme }) => theme.font.size.small};
  line-height: 20px;
  ol { display: flex; flex-wrap: nowrap; overflow: hidden; padding-top: 14px; white-space: nowrap; }
  li { color: ${({ theme, $inPage }) => ($inPage ? theme.color.textMuted : theme.color.textOnDarkMuted)}; }
  li + li::before { content: '›'; margin: 0 10px; }
  a { color: ${({ theme, $inPage }) => ($inPage ? theme.color.textMuted : theme.color.textOnDarkMuted)}; }
  a:hover { color: ${({ theme, $inPage }) => ($inPage ? theme.color.primary : theme.color.textOnDark)}; }
  [aria-current] { color: ${({ theme, $inPage }) => ($inPage ? theme.color.text : theme.color.textOnDark)}; }
  li:last-child { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
`;
