import content from './content.module.css';

/** A title and a few lines of grey: the place of a text page whose content or code is loading. */
export function TextSkeleton({ lines = 5 }: { lines?: number }) {
  return (
    <>
      <div className={[content.skeletonTitle, 'ui-skeleton'].join(' ')} />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={[content.skeletonLine, 'ui-skeleton'].join(' ')} />
      ))}
    </>
  );
}
