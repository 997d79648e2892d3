// A step of the app's evaluation (web/main.tsx): React Router, with Preact, which it needs. The build keeps this
// module in the library's own chunk (vite.config.ts), so importing it evaluates that chunk and nothing else.
export { BrowserRouter } from 'react-router';
