// The index thread's entry when the server runs from its TypeScript sources (tsx, the tests): tsx is
// registered in the thread first. The build runs dist/server/modules/search-index/index-thread-main.js.
import { register } from 'tsx/esm/api';

register();
await import('./index-thread-main.ts');
