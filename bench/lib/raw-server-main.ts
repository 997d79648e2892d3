// startRawServer in a process of its own (raw-process.ts): prints its address, then serves until killed.
import { startRawServer } from './load.js';

const { url } = await startRawServer(Number(process.argv[2]));
console.log(url);
