import { RichContentPage } from '../content/RichContentPage';

/** The privacy policy, at /copyright (content: the `privacy` single type). */
export function PrivacyPage() {
  return <RichContentPage type="privacy" pageName="copyright" metaKey="copyright" />;
}
