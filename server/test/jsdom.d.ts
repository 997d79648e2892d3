// jsdom ships no types and @types/jsdom is not installed: the little the server's page tests use of it
// (parsing a page or a sitemap as a browser would, server/modules/pages/).
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
