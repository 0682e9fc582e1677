import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from './features/index/HomePage';
import { AboutPage } from './features/about/AboutPage';
import { PrivacyPage } from './features/copyright/PrivacyPage';
import { FaqPage } from './features/faq/FaqPage';
import { NewsListPage } from './features/news/NewsListPage';
import { ArticlePage } from './features/news-slug/ArticlePage';
import { TextSkeleton } from './features/content/TextSkeleton';

// The contact form (react-hook-form, its schema) is its own chunk: other pages don't load it.
let contactChunk: Promise<typeof import('./features/contact/ContactPage')> | null = null;
const loadContact = () => (contactChunk ??= import('./features/contact/ContactPage'));
const ContactPage = lazy(() => loadContact().then((m) => ({ default: m.ContactPage })));

/**
 * Loads the code of the page at `path` (locale-free) before the server's HTML is hydrated, so
 * the whole page is live at once instead of after another request.
 */
export function preloadPage(path: string): Promise<unknown> {
  return path === '/contact' ? loadContact() : Promise.resolve();
}

/** Pages of the mf-content area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route
        path="/contact"
        element={
          <Suspense fallback={<TextSkeleton />}>
            <ContactPage />
          </Suspense>
        }
      />
      <Route path="/copyright" element={<PrivacyPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/news" element={<NewsListPage />} />
      <Route path="/news/:slug" element={<ArticlePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
