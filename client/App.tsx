/** The whole application, below the router: the same tree on the server and the client. */
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { AppData } from '../shared/appData';
import { pageRoutes } from '../shared/navigation';
import { AppDataContext } from './appDataContext';
import { Document } from './Document';
import { GlobalStyle } from './GlobalStyle';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFound';
import { PageView } from './pages/PageView';
import { theme } from './theme';

export function App({ data }: { data: AppData }) {
  return (
    <AppDataContext.Provider value={data}>
      <ThemeProvider theme={theme}>
        <Document data={data}>
          <GlobalStyle />
          <Layout>
            <Routes>
              {pageRoutes.map((route) => (
                <Route key={route.path} path={route.path} element={<PageView route={route} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Layout>
        </Document>
      </ThemeProvider>
    </AppDataContext.Provider>
  );
}
