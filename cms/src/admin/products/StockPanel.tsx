import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Flex, Typography } from '@strapi/design-system';
import { ConfirmFooter } from '../staff/ConfirmFooter';
import { RefusalNote } from '../staff/RefusalNote';
import type { Refusal } from '../staff/refusal';
import { useStaffData } from '../staff/useStaffData';
import { StockCell } from './StockCell';
import type { ProductStock } from './stockLevel';

const PRODUCT = 'api::product.product';

const when = (at: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );

const signed = (change: number | null) =>
  change === null ? '' : change > 0 ? `+${change}` : String(change);

/** Adds or takes away tins with a reason, after asking; a refusal keeps what was typed. */
function AdjustDialog({
  product,
  onAdjust,
}: {
  product: ProductStock;
  onAdjust: (change: number, reason: string) => Promise<Refusal | null>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const fieldError = (field: string) =>
    refusal?.fields.includes(field) ? refusal.message : undefined;
  const amount = Number(change);
  const after = product.stock !== null && Number.isInteger(amount) ? product.stock + amount : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await onAdjust(amount, reason);
    setBusy(false);
    setRefusal(answer);
    if (!answer) {
      setOpen(false);
      setChange('');
      setReason('');
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button fullWidth variant="secondary">
          Adjust stock
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <form onSubmit={submit}>
          <Dialog.Header>Adjust the stock of {product.name}</Dialog.Header>
          <Dialog.Body>
            <Flex direction="column" alignItems="stretch" gap={4} width="100%">
              <Typography>
                {product.stock} in stock now.
                {after === null || amount === 0
                  ? ''
                  : after >= 0
                    ? ` After this change: ${after}.`
                    : ` At most ${product.stock} can be taken away.`}
              </Typography>
              <Field.Root
                name="change"
                error={fieldError('change')}
                hint="Tins to add; a negative number takes tins away (e.g. -2)."
                required
              >
                <Field.Label>Change</Field.Label>
                <Field.Input
                  type="number"
                  step="1"
                  value={change}
                  onChange={(e) => setChange(e.target.value)}
                />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              <Field.Root name="reason" error={fieldError('reason')} required>
                <Field.Label>Reason</Field.Label>
                <Field.Input
                  value={reason}
                  placeholder="Delivery from the farm, broken tins, stocktake…"
                  onChange={(e) => setReason(e.target.value)}
                />
                <Field.Error />
              </Field.Root>
              <RefusalNote refusal={refusal} />
            </Flex>
          </Dialog.Body>
          <ConfirmFooter busy={busy}>Adjust stock</ConfirmFooter>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A tea's stock, its level, its latest changes, and the staff's adjustment. */
function ProductStockPanel({ documentId }: { documentId: string }) {
  const path = `/shop/products/${documentId}/stock`;
  const {
    data: product,
    problem,
    send,
  } = useStaffData<ProductStock>(path, 'Only shop managers and editors adjust stock.');
  const onAdjust = (change: number, reason: string) => send(path, { change, reason });

  if (problem) return <Typography textColor="danger600">{problem}</Typography>;
  if (!product) return <Typography textColor="neutral600">Loading…</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="product-stock">
      <Flex gap={2}>
        <Typography variant="omega">Now:</Typography>
        <StockCell stock={product.stock} threshold={product.lowStockThreshold} />
      </Flex>
      {product.stock === null ? (
        <Typography variant="pi" textColor="neutral600">
          Not counted: this tea never sells out. Type a count in its Stock field to start counting.
        </Typography>
      ) : (
        <AdjustDialog product={product} onAdjust={onAdjust} />
      )}
      {product.adjustments.length > 0 ? (
        <ol aria-label="Latest stock changes" data-testid="stock-changes">
          {product.adjustments.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <Typography variant="pi">
                <strong>{signed(entry.change) || 'Set'}</strong> →{' '}
                {entry.stockAfter ?? 'not counted'} ·{' '}
                {entry.kind === 'form' ? 'typed in the form' : entry.reason} · {when(entry.at)}
                {entry.by ? ` · ${entry.by}` : ''}
              </Typography>
            </li>
          ))}
        </ol>
      ) : null}
      <Typography variant="pi" textColor="neutral600">
        An adjustment counts at once. Saving this form afterwards keeps it, even when its Stock
        field still shows the count from when the page was opened.
      </Typography>
    </Flex>
  );
}

/** The side panel of a tea's edit view: its stock and the staff's adjustments. */
export function StockPanel({ model, documentId }: { model: string; documentId?: string }) {
  if (model !== PRODUCT || !documentId) return null;
  return { title: 'Stock', content: <ProductStockPanel documentId={documentId} /> };
}
