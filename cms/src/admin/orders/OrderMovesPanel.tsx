import { Flex, Typography } from '@strapi/design-system';
import type { Refusal } from '../staff/refusal';
import { useStaffData } from '../staff/useStaffData';
import { MoveDialog } from './MoveDialog';
import { money, type MoveRequest, type StaffOrder } from './staffOrders';

const ORDER = 'api::order.order';

/** The order's state and the moves its status allows, each a button that asks first. */
function OrderMoves({ documentId }: { documentId: string }) {
  const path = `/shop/orders/${documentId}`;
  const {
    data: order,
    problem,
    send,
  } = useStaffData<StaffOrder>(path, 'Only shop managers move orders.');

  const onMove = async (request: MoveRequest): Promise<Refusal | null> => {
    const refusal = await send(`${path}/moves`, request);
    // the order's fields on this page were read before the move: the page is read again
    if (!refusal) window.location.reload();
    return refusal;
  };

  if (problem) return <Typography textColor="danger600">{problem}</Typography>;
  if (!order) return <Typography textColor="neutral600">Loading…</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="order-moves">
      <Typography variant="omega" data-testid="order-moves-status">
        Status: <strong>{order.orderStatus}</strong> · payment {order.paymentStatus}
      </Typography>
      {order.refundedTotal > 0 ? (
        <Typography variant="pi">
          Refunded {money(order.refundedTotal, order.currency)} of{' '}
          {money(order.grandTotal, order.currency)}
        </Typography>
      ) : null}
      {order.trackingNumber ? (
        <Typography variant="pi">
          {order.carrier} ·{' '}
          {order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noreferrer noopener">
              {order.trackingNumber}
            </a>
          ) : (
            order.trackingNumber
          )}
        </Typography>
      ) : null}
      {order.moves.length === 0 ? (
        <Typography variant="pi" textColor="neutral600">
          Nothing more can be done to this order.
        </Typography>
      ) : null}
      {order.moves.map((move) => (
        <MoveDialog
          key={`${move}-${order.orderStatus}`}
          order={order}
          move={move}
          onMove={onMove}
        />
      ))}
    </Flex>
  );
}

/** The side panel of an order's edit view: its moves (orders are not edited as fields). */
export function OrderMovesPanel({ model, documentId }: { model: string; documentId?: string }) {
  if (model !== ORDER || !documentId) return null;
  return { title: 'Order moves', content: <OrderMoves documentId={documentId} /> };
}
