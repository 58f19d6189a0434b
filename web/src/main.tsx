import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { applyBrand, currentBrand } from './app/brand.ts';
import { takeLocaleParam } from './app/localeParam.ts';
import { initI18n } from './i18n/i18n.ts';
import { readStoredLocale, storeLocale } from './i18n/localeStorage.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

applyBrand(currentBrand);

const localeFromLink = takeLocaleParam(new URL(window.location.href));
if (localeFromLink) {
  storeLocale(localeFromLink.locale);
  window.history.replaceState(window.history.state, '', localeFromLink.urlWithoutParam);
}
await initI18n(readStoredLocale());

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
