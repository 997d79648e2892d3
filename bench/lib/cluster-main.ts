// Runs the built server in N processes sharing one port (node:cluster), as a scale-out deployment
// behind a load balancer would. Usage (bench only): node --import tsx bench/lib/cluster-main.ts
// with BENCH_PROCESSES=N and the server's usual environment.
import cluster from 'node:cluster';

const processes = Number(process.env.BENCH_PROCESSES ?? '2');

if (cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork();
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const entry = '../../dist/server/main.js'; // the built server (npm run build)
  await import(entry);
}
