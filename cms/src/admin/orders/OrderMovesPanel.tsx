import { useEffect, useState } from 'react';
import { Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { MoveDialog } from './MoveDialog';
import {
  money,
  refusalOf,
  type MoveRefusal,
  type MoveRequest,
  type StaffOrder,
} from './staffOrders';

const ORDER = 'api::order.order';

/** The order's state and the moves its status allows, each a button that asks first. */
function OrderMoves({ documentId }: { documentId: string }) {
  const { get, post } = useFetchClient();
  const [order, setOrder] = useState<StaffOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    get<{ data: StaffOrder }>(`/shop/orders/${documentId}`).then(
      ({ data }) => {
        if (current) setOrder(data.data);
      },
      (error: unknown) => {
        if (!current) return;
        const status = (error as { status?: number }).status;
        setProblem(status === 403 ? 'Only shop managers move orders.' : refusalOf(error).message);
      },
    );
    return () => {
      current = false;
    };
  }, [documentId, get]);

  const onMove = async (request: MoveRequest): Promise<MoveRefusal | null> => {
    try {
      const { data } = await post<{ data: StaffOrder }>(
        `/shop/orders/${documentId}/moves`,
        request,
      );
      setOrder(data.data);
      // the order's fields on this page were read before the move: the page is read again
      window.location.reload();
      return null;
    } catch (error) {
      return refusalOf(error);
    }
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
