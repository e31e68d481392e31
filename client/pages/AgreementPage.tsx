/**
 * 《用户协议》《产品服务协议》: their text comes from the static-resource call, sanitised by
 * our server (server/security/sanitize.ts) before it reaches any page. 《隐私政策》 is data in
 * the repository (shared/policies/privacy.ts): what the site itself collects, in the very text
 * whose hash the consent records cite, so it never comes from anywhere else.
 */
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { API } from '../../shared/api';
import type { StaticDocument } from '../../shared/upstream/staticDocument';
import { PRIVACY_PATH } from '../../shared/consent';
import { PRIVACY_POLICY } from '../../shared/policies/privacy';
import { AGREEMENT_LINKS } from '../cooperation/agreements';
import type { DataRequest, DataResult } from '../../shared/dataRequest';
import { readerOf, type PageLoaderArgs } from '../../shared/pageData';
import { Streamed } from '../data/Streamed';
import { DataFailure, DataLoading } from '../data/DataStatus';
import { Container } from '../ui/Container';
import { PageHero } from '../ui/PageHero';
import type { PageRoute } from '../../shared/routeViews';
import type { PageProps } from './pageModule';
import { PolicyText } from './agreement/PolicyText';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { agreementText as pageText } from '../../shared/pageText/agreement';

const agreementRequest = (resource: string): DataRequest => ({ call: API.staticResource, query: { url: resource } });

/** The agreement a route reads from the upstream (each agreement page is one of the cooperation form's links); not the privacy policy. */
const agreementOf = (route: PageRoute) => (route.path === PRIVACY_PATH ? undefined : AGREEMENT_LINKS.find((d) => d.path === route.path));

export function loader(args: PageLoaderArgs, route: PageRoute) {
  const doc = agreementOf(route);
  return { text: doc ? readerOf(args)<StaticDocument>(agreementRequest(doc.resource)) : undefined };
}

function AgreementText({ result, retry }: { result: DataResult<StaticDocument>; retry: () => void }) {
  if (!result.ok) return <DataFailure desc={result.desc} retry={retry} />;
  return <Text dangerouslySetInnerHTML={{ __html: result.data.html }} />;
}

export default function AgreementPage({ route }: PageProps) {
  const { text } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow="法律文件" heading={route.heading} intro={route.intro} />
      <Body>
        {route.path === PRIVACY_PATH && <PolicyText policy={PRIVACY_POLICY} />}
        {text && (
          <Streamed read={text} fallback={<DataLoading label="正在加载协议内容…" />}>
            {(result, retry) => <AgreementText result={result} retry={retry} />}
          </Streamed>
        )}
      </Body>
    </>
  );
}

const Body = styled(Container)`
  max-width: 880px;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Text = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
  h2, h3 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.navy}; font-size: ${({ theme }) => theme.font.size.h3}; }
  p + p { margin-top: ${({ theme }) => theme.space.sm}; }
  ul, ol { padding-left: 1.4em; list-style: disc; }
`;
