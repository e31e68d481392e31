/** The whole application, below the router: the same tree on the server and the client. */
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { AppData } from '../shared/appData';
import { pageEntries } from '../shared/routeViews';
import { PageViewTracker } from './analytics/PageViewTracker';
import { AppDataContext } from './appDataContext';
import { CooperationProvider } from './cooperation/CooperationContext';
import { DataProvider } from './data/DataContext';
import type { DataStore } from './data/dataStore';
import { Document } from './Document';
import { GlobalStyle } from './GlobalStyle';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFound';
import { PageView } from './pages/PageView';
import { theme } from './theme';
import { VisitorProvider } from './visitor/VisitorContext';

export function App({ data, store }: { data: AppData; store: DataStore }) {
  return (
    <AppDataContext.Provider value={data}>
      <ThemeProvider theme={theme}>
        <Document data={data}>
          <GlobalStyle />
          <DataProvider store={store}>
          <VisitorProvider initial={data.visitor}>
            <CooperationProvider>
              <PageViewTracker />
              <Layout>
                <Routes>
                  {pageEntries.map((page) => (
                    <Route key={page.path} path={page.path} element={<PageView page={page} />} />
                  ))}
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Layout>
            </CooperationProvider>
          </VisitorProvider>
          </DataProvider>
        </Document>
      </ThemeProvider>
    </AppDataContext.Provider>
  );
}
