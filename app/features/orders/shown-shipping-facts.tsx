import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { carrierTrackingUrl, shippingFacts } from '#common/order-shipping.ts';
import type { Order } from '#common/orders.ts';
import { CopyText } from '../../components/copy-text.tsx';
import { formatOrderDate } from './order-format.ts';

/** The carrier's number: a link to its tracking page where the carrier has one, else to copy. */
function TrackingNumber({ carrier, number }: { carrier: string | null; number: string }) {
  const url = carrierTrackingUrl(carrier, number);
  if (!url) return <CopyText value={number} label="le numéro de suivi" />;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" data-testid="carrier-tracking">
      {number} (suivre le colis sur le site de {carrier})
    </Anchor>
  );
}

/** The order's shipping facts as the order screens show them (common/order-shipping.ts). */
export function shownShippingFacts(
  order: Pick<Order, 'shipping' | 'status' | 'history'>,
): [string, ReactNode][] {
  const { trackingNumber, carrier } = order.shipping;
  const facts: [string, ReactNode][] = shippingFacts(
    { ...order, shipping: { ...order.shipping, trackingNumber: null } },
    formatOrderDate,
  );
  if (!trackingNumber) return facts;
  return [
    ...facts,
    ['Numéro de suivi', <TrackingNumber key="suivi" carrier={carrier} number={trackingNumber} />],
  ];
}
