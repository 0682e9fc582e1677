import { Route, Routes } from 'react-router';
import { HomePage } from './features/index/HomePage';
import { AboutPage } from './features/about/AboutPage';
import { ContactPage } from './features/contact/ContactPage';
import { PrivacyPage } from './features/copyright/PrivacyPage';
import { FaqPage } from './features/faq/FaqPage';
import { NewsListPage } from './features/news/NewsListPage';
import { ArticlePage } from './features/news-slug/ArticlePage';

/** Pages of the mf-content area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/copyright" element={<PrivacyPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/news" element={<NewsListPage />} />
      <Route path="/news/:slug" element={<ArticlePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
