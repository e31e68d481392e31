/** The whole application, below the router: the same tree on the server and the client. */
import { ThemeProvider } from 'styled-components';
import type { AppData } from '../shared/appData';
import { PageViewTracker } from './analytics/PageViewTracker';
import { AppDataContext } from './appDataContext';
import { CooperationProvider } from './cooperation/CooperationContext';
import { DataProvider } from './data/DataContext';
import type { DataStore } from '../shared/dataStore';
import { Document } from './Document';
import { Layout } from './layout/Layout';
import { PageSwitch } from './pages/PageSwitch';
import { theme } from './theme';
import { VisitorProvider } from './visitor/VisitorContext';

export function App({ data, store }: { data: AppData; store: DataStore }) {
  return (
    <AppDataContext.Provider value={data}>
      <ThemeProvider theme={theme}>
        {/* Above the document: a document's head tags come from its data (./Head.tsx). */}
        <DataProvider store={store}>
          <Document data={data}>
            <VisitorProvider initial={data.visitor}>
              <CooperationProvider>
                <PageViewTracker />
                <Layout>
                  <PageSwitch />
                </Layout>
              </CooperationProvider>
            </VisitorProvider>
          </Document>
        </DataProvider>
      </ThemeProvider>
    </AppDataContext.Provider>
  );
}
