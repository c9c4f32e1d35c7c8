import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, themeStore } from './lib/theme';
import './index.css';

// index.html already set the class before paint; this keeps the meta colour and class in step
// with the store in case the inline script was blocked.
applyTheme(themeStore.get());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
