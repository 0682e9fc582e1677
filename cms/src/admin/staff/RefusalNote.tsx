import { Typography } from '@strapi/design-system';
import type { Refusal } from './refusal';

/** A refusal of the whole action (not of one field), shown in the dialog. */
export function RefusalNote({ refusal }: { refusal: Refusal | null }) {
  if (!refusal || refusal.fields.length > 0) return null;
  return (
    <Typography textColor="danger600" role="alert">
      {refusal.message}
    </Typography>
  );
}
