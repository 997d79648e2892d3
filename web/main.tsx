import './lib/zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { startingLanguage, switchLanguage } from './lib/i18n.js';
import './styles.css';
// Kannada and Devanagari faces (their script's subset, regular and bold): declared on every page, a
// font file is fetched only for a page in its language (styles.css names it only there).
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-700.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

function render() {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// English is in the entry and starts at once; Kannada and Hindi first fetch their shell catalog. If that
// fails (the network dropped), the pages start in English rather than not at all.
switchLanguage(startingLanguage())
  .catch(() => switchLanguage('en'))
  .finally(render);
