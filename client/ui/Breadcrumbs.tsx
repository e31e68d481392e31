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

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { site } = useAppData();
  return (
    <Bar aria-label="面包屑导航">
      <Container>
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
      </Container>
      <JsonLd data={breadcrumbList(crumbs, site.siteUrl)} />
    </Bar>
  );
}

/** Laid over the top of the hero below it (its padding leaves the room), on its dark ground. */
const Bar = styled.nav`
  position: relative;
  z-index: 1;
  height: 44px;
  margin-bottom: -44px;
  font-size: ${({ theme }) => theme.font.size.small};
  line-height: 20px;
  ol { display: flex; flex-wrap: nowrap; overflow: hidden; padding-top: 14px; white-space: nowrap; }
  li { color: ${({ theme }) => theme.color.textOnDarkMuted}; }
  li + li::before { content: '›'; margin: 0 10px; }
  a { color: ${({ theme }) => theme.color.textOnDarkMuted}; }
  a:hover { color: ${({ theme }) => theme.color.textOnDark}; }
  [aria-current] { color: ${({ theme }) => theme.color.textOnDark}; }
`;
