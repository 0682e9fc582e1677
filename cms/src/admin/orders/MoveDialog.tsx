import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, Field, Flex, Typography } from '@strapi/design-system';
import { ConfirmFooter } from '../staff/ConfirmFooter';
import { RefusalNote } from '../staff/RefusalNote';
import type { Refusal } from '../staff/refusal';
import { MOVE_LABEL, money, type Move, type MoveRequest, type StaffOrder } from './staffOrders';

const QUESTION: Record<Move, (order: StaffOrder) => string> = {
  ship: (o) => `Mark order ${o.number} shipped? The member gets a mail with the tracking number.`,
  deliver: (o) => `Mark order ${o.number} delivered?`,
  cancel: (o) =>
    o.orderStatus === 'processing'
      ? `Cancel order ${o.number}? ${money(o.refundable, o.currency)} is refunded to the card and the teas go back in stock.`
      : `Cancel order ${o.number}? Its payment is canceled and its teas go back in stock.`,
  refund: (o) =>
    `Refund order ${o.number}? Up to ${money(o.refundable, o.currency)} can be refunded.`,
};

/**
 * One move, asked for and confirmed: the fields the move needs, a reason for the history, and the
 * server's answer (a refusal keeps what was typed).
 */
export function MoveDialog({
  order,
  move,
  onMove,
}: {
  order: StaffOrder;
  move: Move;
  onMove: (request: MoveRequest) => Promise<Refusal | null>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [amount, setAmount] = useState(String(order.refundable));
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const fieldError = (field: string) =>
    refusal?.fields.includes(field) ? refusal.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await onMove({
      move,
      ...(move === 'ship' ? { carrier, trackingNumber } : {}),
      ...(move === 'refund' ? { amount: Number(amount), restock } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setBusy(false);
    setRefusal(answer);
    if (!answer) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button
          fullWidth
          variant={move === 'cancel' || move === 'refund' ? 'danger-light' : 'secondary'}
        >
          {MOVE_LABEL[move]}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <form onSubmit={submit}>
          <Dialog.Header>{MOVE_LABEL[move]}</Dialog.Header>
          <Dialog.Body>
            <Flex direction="column" alignItems="stretch" gap={4} width="100%">
              <Typography>{QUESTION[move](order)}</Typography>
              {move === 'ship' ? (
                <>
                  <Field.Root
                    name="carrier"
                    error={fieldError('carrier')}
                    hint={`The member gets a tracking link for ${order.carriers.join(', ')}.`}
                    required
                  >
                    <Field.Label>Carrier</Field.Label>
                    <Field.Input
                      value={carrier}
                      list="known-carriers"
                      onChange={(e) => setCarrier(e.target.value)}
                    />
                    <datalist id="known-carriers">
                      {order.carriers.map((name) => (
                        <option key={name} value={name} />
                      ))}
                    </datalist>
                    <Field.Hint />
                    <Field.Error />
                  </Field.Root>
                  <Field.Root name="trackingNumber" error={fieldError('trackingNumber')} required>
                    <Field.Label>Tracking number</Field.Label>
                    <Field.Input
                      value={trackingNumber}
                      onChange={(e) => setTrackingNumber(e.target.value)}
                    />
                    <Field.Error />
                  </Field.Root>
                </>
              ) : null}
              {move === 'refund' ? (
                <>
                  <Field.Root name="amount" error={fieldError('amount')} required>
                    <Field.Label>Amount ({order.currency})</Field.Label>
                    <Field.Input
                      type="number"
                      min="0"
                      step="any"
                      value={amount}
                      onChange={(e) => setAmount(e.target.value)}
                    />
                    <Field.Error />
                  </Field.Root>
                  <Checkbox checked={restock} onCheckedChange={(v) => setRestock(v === true)}>
                    Put the order&apos;s teas back in stock
                  </Checkbox>
                </>
              ) : null}
              <Field.Root name="reason">
                <Field.Label>
                  Reason (for the order&apos;s history, not shown to the member)
                </Field.Label>
                <Field.Input value={reason} onChange={(e) => setReason(e.target.value)} />
              </Field.Root>
              <RefusalNote refusal={refusal} />
            </Flex>
          </Dialog.Body>
          <ConfirmFooter busy={busy} danger={move === 'cancel' || move === 'refund'}>
            {MOVE_LABEL[move]}
          </ConfirmFooter>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
