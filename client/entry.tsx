/** Browser entry: read the server's data, load the matched page chunk, hydrate the document. */
import './polyfills';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APP_DATA_ELEMENT_ID, type AppData } from '../shared/appData';
import { findPageEntry } from '../shared/routeViews';
import { App } from './App';
import { createClientStore } from './data/clientStore';
import { loadRoute } from './pages/registry';

function readAppData(): AppData {
  const element = document.getElementById(APP_DATA_ELEMENT_ID);
  return JSON.parse(element?.textContent ?? '{}') as AppData;
}

/** Not top-level await: Chromium before 89 refuses such a module whole, and nothing would hydrate. */
async function hydrate(): Promise<void> {
  const data = readAppData();
  const page = findPageEntry(window.location.pathname);
  // Hydrating before the page chunk and text are there would suspend and throw away the server HTML.
  if (page) await loadRoute(page);

  // In a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole tree (Lighthouse: total-blocking-time).
  startTransition(() => {
    hydrateRoot(
      document,
      <BrowserRouter>
        <App data={data} store={createClientStore()} />
      </BrowserRouter>,
    );
  });
}

void hydrate();
