import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc/PID/stat's CPU times (Linux's USER_HZ). */
const TICKS = 100;

/** A process's CPU so far, all its threads, in µs (user and system, /proc/PID/stat fields 14 and 15). */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS;
}
