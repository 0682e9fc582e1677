import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The centred card every sign-in screen sits in (the auth layout itself comes from the shell). */
export function AuthCard({
  page,
  title,
  children,
}: {
  page: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.page} data-page={page}>
      <div className={styles.card}>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** A message about the whole form (e.g. from the content backend), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert" data-testid="form-error">
      {message}
    </p>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}

export { styles as authStyles };
