/** 更新日志: the platform's latest releases and news, from the information-centre call, newest first. */
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { readerOf, type PageLoaderArgs } from '../../shared/pageData';
import type { InfoListData } from '../../shared/upstream/infoList';
import { DataLoading } from '../data/DataStatus';
import { Streamed } from '../data/Streamed';
import { Container } from '../ui/Container';
import { PageHero } from '../ui/PageHero';
import { InfoCenterList, latestNewsRequest } from './about/InfoCenterList';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { changelogText as pageText } from '../../shared/pageText/changelog';

/** A year of releases at the platform's pace; older news stays in the upstream. */
const ENTRIES_SHOWN = 20;

export const loader = (args: PageLoaderArgs) => ({
  news: readerOf(args)<InfoListData>(latestNewsRequest(ENTRIES_SHOWN)),
});

export default function ChangelogPage({ route }: PageProps) {
  const { news } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow="智媒开放平台" heading={route.heading} intro={route.intro} />
      <Body>
        <Streamed read={news} fallback={<DataLoading label="正在加载更新日志…" />}>
          {(result, retry) => <InfoCenterList result={result} retry={retry} />}
        </Streamed>
      </Body>
    </>
  );
}

const Body = styled(Container)`
  max-width: 880px;
  /* Room for the list while it streams in: the footer stays below the fold. */
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;
