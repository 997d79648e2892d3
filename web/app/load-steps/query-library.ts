// A step of the app's evaluation (web/main.tsx): TanStack Query alone. The build keeps this module in the
// library's own chunk (vite.config.ts), so importing it evaluates the library and nothing else.
export { QueryClient } from '@tanstack/react-query';
