import { ScopePage } from '../shared/ScopePage';

export function CollectionPage() {
  return <ScopePage kind="collection" />;
}
