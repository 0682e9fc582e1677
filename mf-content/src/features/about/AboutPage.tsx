import { RichContentPage } from '../content/RichContentPage';

export function AboutPage() {
  return <RichContentPage type="about" pageName="about" metaKey="about" />;
}
