import styles from './Page.module.css';

/** Placeholder of a page while its code loads. */
export function PageSkeleton({ page }: { page: string }) {
  return (
    <section className={styles.page} data-page={page} aria-busy="true">
      <div className={`${styles.titleSkeleton} ui-skeleton`} aria-hidden="true" />
      <div className={`${styles.introSkeleton} ui-skeleton`} aria-hidden="true" />
    </section>
  );
}
