/**
 * A document page: the documents of every category beside it, the document, its table of
 * contents, and 上一篇 / 下一篇 (./docAreas.ts lays them out). Two reads, each streaming in
 * its own Suspense boundary when the upstream is slow: the list (the sidebar and the pager)
 * and the document (breadcrumbs, article, table of contents). Both start together, on the
 * server before it renders (../DocCenterPage.tsx dataRequests) and in the browser when a
 * link leads here, since neither boundary waits for the other.
 */
import { Suspense } from 'react';
import { Container } from '../../ui/Container';
import { DocGrid } from './docAreas';
import { DocDetail, DocDetailPlaceholder } from './DocDetail';
import { DocSidebar, DocSidebarPlaceholder } from './DocSidebar';

export function DocPage({ id }: { id: number }) {
  return (
    <Container>
      <DocGrid>
        {/* Not keyed by the document: going to the next one keeps the sidebar (and how far it is scrolled). */}
        <Suspense fallback={<DocSidebarPlaceholder />}>
          <DocSidebar current={id} />
        </Suspense>
        <Suspense key={id} fallback={<DocDetailPlaceholder />}>
          <DocDetail id={id} />
        </Suspense>
      </DocGrid>
    </Container>
  );
}
