/**
 * The root document, the server's second door into the client beside ./routes.tsx: `Root`
 * holds what sits above the router (the server's data for this page, the theme), `Shell` is
 * the root route's component (the whole `<html>`, the layout, the page's outlet),
 * globalCss() is the document-wide stylesheet the server writes into every head, and
 * PartsContext is where the server hands the layout the parts it reuses.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { AppData } from '../shared/appData';
import { PageViewTracker } from './analytics/PageViewTracker';
import { AppDataContext, useAppData } from './appDataContext';
import { CooperationProvider } from './cooperation/CooperationContext';
import { Document } from './Document';
import { Layout } from './layout/Layout';
import { theme } from './theme';
import { VisitorProvider } from './visitor/VisitorContext';

export { globalCss } from './globalCss';
export { PartsContext, type PartRenderer } from './ui/Prerendered';

export function Root({ data, children }: { data: AppData; children: ReactNode }) {
  return (
    <AppDataContext.Provider value={data}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppDataContext.Provider>
  );
}

export function Shell() {
  const data = useAppData();
  return (
    <Document data={data}>
      <VisitorProvider initial={data.visitor}>
        <CooperationProvider>
          <PageViewTracker />
          <Layout>
            <Outlet />
          </Layout>
        </CooperationProvider>
      </VisitorProvider>
    </Document>
  );
}
