import { ScopePage } from '../shared/ScopePage';

export function CategoryPage() {
  return <ScopePage kind="category" />;
}
