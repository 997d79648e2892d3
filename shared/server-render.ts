// docs/decisions/0048: a page the server rendered carries, right after #root, a JSON script element with
// this id holding `{ language, state }` (the query answers it was rendered from); the browser reads it to
// take the page over.
export const SERVER_RENDER_ID = 'server-render';

/** The cookie the web app keeps the visitor's language in beside local storage, so pages render in it. */
export const LANGUAGE_COOKIE = 'lang';

/** The page's list of the app's files, asked for once the page has painted (web/main.tsx, docs/decisions/0051). */
export const APP_FILES_ID = 'app-files';
