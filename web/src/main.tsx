import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { currentBrand } from './app/brand.ts';
import { initI18n } from './i18n/i18n.ts';
import { readStoredLocale } from './i18n/localeStorage.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

document.documentElement.dataset.brand = currentBrand;
await initI18n(readStoredLocale());

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
