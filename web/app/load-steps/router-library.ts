// A step of the app's evaluation (web/main.tsx): React Router alone. The build keeps this module in the
// library's own chunk (vite.config.ts), so importing it evaluates the library and nothing else.
export { BrowserRouter } from 'react-router';
