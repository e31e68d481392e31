import styled from 'styled-components';
import { NOT_FOUND_TITLE } from '../Head';
import { Link } from '../ui/Link';
import { PageHero } from '../ui/PageHero';

/** Part of the main bundle: an unknown URL must render without loading a chunk. */
export function NotFoundPage() {
  return (
    <PageHero heading={NOT_FOUND_TITLE} intro="您访问的页面不存在或已被移动，请检查网址，或从下方返回首页继续浏览。">
      <Home to="/">返回首页</Home>
    </PageHero>
  );
}

const Home = styled(Link)`
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: underline;
`;
