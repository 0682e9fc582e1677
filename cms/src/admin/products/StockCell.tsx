import { Badge, Flex, Typography } from '@strapi/design-system';
import { LEVEL_LABEL, stockLevelOf } from './stockLevel';

const BADGE = {
  soldOut: { backgroundColor: 'danger100', textColor: 'danger700' },
  low: { backgroundColor: 'warning100', textColor: 'warning700' },
} as const;

/** A tea's stock in the admin's product list: the count, and "Low" or "Sold out" when it is. */
export function StockCell({ stock, threshold }: { stock: unknown; threshold: unknown }) {
  const level = stockLevelOf(stock, threshold);
  if (level === 'unlimited') {
    return <Typography textColor="neutral600">{LEVEL_LABEL.unlimited}</Typography>;
  }
  return (
    <Flex gap={2} data-testid="stock-cell" data-level={level}>
      <Typography>{String(stock)}</Typography>
      {level === 'low' || level === 'soldOut' ? (
        <Badge {...BADGE[level]}>{LEVEL_LABEL[level]}</Badge>
      ) : null}
    </Flex>
  );
}
