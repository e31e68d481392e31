/**
 * A document page: the documents of every category beside it, the document, its table of
 * contents, and 上一篇 / 下一篇 (./docAreas.ts lays them out). Two reads, each streaming in
 * its own Suspense boundary when the upstream is slow: the list (the sidebar and the pager)
 * and the document (breadcrumbs, article, table of contents). Both start together, in the
 * page's loader (../DocCenterPage.tsx), since neither boundary waits for the other.
 */
import type { DataResult } from '../../../shared/dataRequest';
import type { Read } from '../../../shared/pageData';
import type { DocDetailData } from '../../../shared/upstream/docDetail';
import type { DocListData } from '../../../shared/upstream/docList';
import { Streamed } from '../../data/Streamed';
import { Container } from '../../ui/Container';
import { DocGrid } from './docAreas';
import { DocDetail, DocDetailPlaceholder } from './DocDetail';
import { DocSidebar, DocSidebarPlaceholder } from './DocSidebar';

export function DocPage({ id, doc, index }: { id: number; doc: Read<DocDetailData>; index: Read<DocListData> }) {
  return (
    <Container>
      <DocGrid>
        {/* Not keyed by the document: going to the next one keeps the sidebar (and how far it is scrolled). */}
        <Streamed read={index} fallback={<DocSidebarPlaceholder />}>
          {(result: DataResult<DocListData>, retry) => <DocSidebar current={id} result={result} retry={retry} />}
        </Streamed>
        <Streamed key={id} read={doc} fallback={<DocDetailPlaceholder />}>
          {(result: DataResult<DocDetailData>, retry) => <DocDetail id={id} result={result} retry={retry} />}
        </Streamed>
      </DocGrid>
    </Container>
  );
}
