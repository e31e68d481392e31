/**
 * What the header's search form needs of site search (./search.ts has the rest): it is in
 * every page's first load, so this module holds only the form's target and limits.
 */
export const SEARCH_PATH = '/search.html';
export const SEARCH_PARAM = 'q';

/** A longer query is cut to this many characters (code points), on the page and in the API. */
export const SEARCH_QUERY_MAX_CHARS = 100;
