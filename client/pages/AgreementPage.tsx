/**
 * 《用户协议》《隐私政策》《产品服务协议》: their text comes from the static-resource call,
 * sanitised by our server (server/security/sanitize.ts) before it reaches any page.
 */
import { Suspense } from 'react';
import styled from 'styled-components';
import { API } from '../../shared/api';
import type { StaticDocument } from '../../shared/upstream/staticDocument';
import { AGREEMENT_LINKS } from '../cooperation/agreements';
import { SsrData, useUpstream } from '../data/DataContext';
import type { DataRequest } from '../../shared/dataStore';
import { DataFailure, DataLoading } from '../data/DataStatus';
import { Container } from '../ui/Container';
import { PageHero } from '../ui/PageHero';
import type { PageRoute } from '../../shared/routeViews';
import type { PageProps } from './registry';

/** This kind's page text travels in its chunk, for the head tags and the hero (./registry.ts). */
export { agreementText as pageText } from '../../shared/pageText/agreement';

const agreementRequest = (resource: string): DataRequest => ({ call: API.staticResource, query: { url: resource } });

/** The agreement a route shows (each agreement page is one of the cooperation form's links). */
const agreementOf = (route: PageRoute) => AGREEMENT_LINKS.find((d) => d.path === route.path);

export function dataRequests(_params: URLSearchParams, route: PageRoute): DataRequest[] {
  const doc = agreementOf(route);
  return doc ? [agreementRequest(doc.resource)] : [];
}

function AgreementText({ resource }: { resource: string }) {
  const { result, retry, key } = useUpstream<StaticDocument>(agreementRequest(resource));
  if (!result.ok) return <DataFailure desc={result.desc} retry={retry} />;
  return (
    <>
      <SsrData dataKey={key} result={result} />
      <Text dangerouslySetInnerHTML={{ __html: result.data.html }} />
    </>
  );
}

export default function AgreementPage({ route }: PageProps) {
  const doc = agreementOf(route);
  return (
    <>
      <PageHero eyebrow="法律文件" heading={route.heading} intro={route.intro} />
      <Body>
        {doc && (
          <Suspense fallback={<DataLoading label="正在加载协议内容…" />}>
            <AgreementText resource={doc.resource} />
          </Suspense>
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
