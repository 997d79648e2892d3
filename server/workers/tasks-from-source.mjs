// The worker entry when the server runs from its TypeScript sources (tsx, the tests): tsx is registered
// in the worker thread first, then the tasks are loaded. The build runs dist/server/workers/tasks.js.
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('./tasks.ts');
export default runTask;
