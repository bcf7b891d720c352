import { Alert } from '@mantine/core';
import { ORDER_FAILED_MESSAGE } from '../../../common/orders.ts';

/** A refused or failed checkout: the spec's message, then the server's reason. */
export function OrderError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={ORDER_FAILED_MESSAGE} data-testid="order-error">
      {message}
    </Alert>
  );
}
