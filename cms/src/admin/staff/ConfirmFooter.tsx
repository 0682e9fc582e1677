import type { ReactNode } from 'react';
import { Button, Dialog } from '@strapi/design-system';

/** A staff dialog's two answers: leave things as they are, or do it (busy while it is sent). */
export function ConfirmFooter({
  busy,
  danger = false,
  children,
}: {
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Footer>
      <Dialog.Cancel>
        <Button variant="tertiary">Keep as it is</Button>
      </Dialog.Cancel>
      <Button type="submit" loading={busy} variant={danger ? 'danger' : 'default'}>
        {children}
      </Button>
    </Dialog.Footer>
  );
}
