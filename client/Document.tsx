/** The whole `<html>` document, React's from the doctype down, on the server and the client. */
import type { ReactNode } from 'react';
import { APP_DATA_ELEMENT_ID, type AppData } from '../shared/appData';
import { scriptJson } from '../shared/scriptJson';
import { HTML_LANG } from '../shared/site';
import { Head } from './Head';
import { NAVY } from './theme';

export function Document({ data, children }: { data: AppData; children: ReactNode }) {
  return (
    <html lang={HTML_LANG}>
      <head>
        <meta charSet="utf-8" />
        {/* cover: the phone's action bar reaches the screen's bottom edge and keeps out of its safe area itself. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={NAVY} />
        <Head />
        {/* Low, like React's own preload of the entry: the server HTML paints without them
            (Lighthouse: high-priority scripts count as render-blocking in its FCP estimate). */}
        {data.preloads.map((href) => (
          <link key={href} rel="modulepreload" fetchPriority="low" href={href} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        {children}
        <script type="application/json" id={APP_DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      </body>
    </html>
  );
}
