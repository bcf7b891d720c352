import { Button, Group, Menu, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { CASH_ON_DELIVERY } from '#common/payment-methods.ts';
import {
  CANCEL_REASON_REQUIRED,
  MAX_CANCEL_REASON,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  TRACKING_NUMBER_MAX,
  type Order,
  type OrderStatus,
} from '#common/orders.ts';
import type { orderOperations } from '#modules/orders/orders.operations.ts';
import { ReasonDialog } from '../dashboard-ui/reason-dialog.tsx';
import { TOUCH_TARGET } from '../dashboard-ui/touch-target.ts';
import { useActionFetcher, type RowActions } from '../use-action-fetcher.ts';

// An order's buttons, sending the orders' operations (core/orders/orders.operations.ts) to the
// screen's route action.

type ChangeStatus = typeof orderOperations.changeStatus;
type CancelByBuyer = typeof orderOperations.cancelByBuyer;
type CancelWithReason = typeof orderOperations.cancelWithReason;

const UPDATE_STATUS_LABEL = 'Mettre à jour le statut'; // the spec's « Mettre a jour Statut »

const cancelConfirmation = (orderNumber: string) =>
  `Voulez-vous vraiment annuler la commande ${orderNumber} ? Cette action est irréversible.`;

/** One order's status change through the screen's row actions; pending while on its way. */
function orderAction(actions: RowActions, order: Order) {
  const params = { id: order.id };
  return {
    pending: actions.isPerformingOn(params),
    move: (statut: OrderStatus) =>
      actions.perform<ChangeStatus>('statut', { params, input: { statut } }),
    cancel: () => actions.perform<CancelByBuyer>('annuler', { params }),
  };
}

interface StatusUpdateMenuProps {
  order: Order;
  actions: RowActions;
  /** The statuses offered (the team cancels apart, with a reason); every one by default. */
  offered?: readonly OrderStatus[];
}

/** The seller's « Mettre à jour le statut »: only the statuses the order may move to next. */
export function StatusUpdateMenu({ order, actions, offered }: StatusUpdateMenuProps) {
  const { pending, move } = orderAction(actions, order);
  // The steps that need more than a tap: the carrier's number, a reason, a confirmation.
  const [asking, setAsking] = useState<'tracking' | 'reason' | 'delivery' | null>(null);
  const next = ORDER_TRANSITIONS[order.status].filter(
    (status) => !offered || offered.includes(status),
  );
  const choose = (status: OrderStatus) => {
    // The buyer is told why (the team cancels apart, AdminCancelForm).
    if (status === 'Annulé') return setAsking('reason');
    // The zone asks for the carrier's number as the parcel leaves.
    if (status === 'En cours' && order.shipping.trackingRequired) return setAsking('tracking');
    // Final, and cash on delivery then counts as paid.
    if (status === 'Livré') return setAsking('delivery');
    void move(status);
  };
  const close = () => setAsking(null);
  const button = (
    <Button
      size="sm"
      mih={TOUCH_TARGET}
      variant="light"
      loading={pending}
      disabled={next.length === 0}
      aria-label={`${UPDATE_STATUS_LABEL} de la commande ${order.orderNumber}`}
    >
      {UPDATE_STATUS_LABEL}
    </Button>
  );
  // Delivered or cancelled: nothing comes next, and an empty menu would be announced as one.
  if (next.length === 0) return button;
  return (
    <>
      {asking === 'tracking' && <TrackingNumberDialog order={order} onClose={close} />}
      <ReasonDialog
        request={
          asking === 'reason'
            ? {
                operation: {
                  intent: 'statut' satisfies ChangeStatus['intent'],
                  params: { id: order.id },
                  input: { statut: 'Annulé' },
                  reasonField: 'motif',
                },
                title: `Annuler la commande ${order.orderNumber}`,
                description: cancelConfirmation(order.orderNumber),
                label: 'Motif, envoyé à l’acheteur',
                maxLength: MAX_CANCEL_REASON,
                submitLabel: 'Annuler la commande',
                failureTitle: 'Annulation impossible',
                required: CANCEL_REASON_REQUIRED,
                danger: true,
              }
            : null
        }
        onClose={close}
      />
      {asking === 'delivery' && (
        <DeliveryConfirmation
          order={order}
          pending={pending}
          onConfirm={() => {
            close();
            void move('Livré');
          }}
          onClose={close}
        />
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>{button}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Nouveau statut</Menu.Label>
          {next.map((status) => (
            <Menu.Item
              key={status}
              color={status === 'Annulé' ? 'red' : undefined}
              onClick={() => choose(status)}
            >
              {ORDER_STATUS_LABELS[status]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/**
 * 'En cours' from a zone with tracking: the carrier's number, sent with the status. Its own
 * fetcher, to show the refusal beside the number; closed once the order has moved.
 */
function TrackingNumberDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const move = useActionFetcher('Action impossible', {
    onRefused: (outcome) => setError(outcome.fields.trackingNumber ?? null),
    onDone: onClose,
  });
  const carrier = order.shipping.carrier;
  return (
    <Modal opened onClose={onClose} title={`Commande ${order.orderNumber} : En cours`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trackingNumber = new FormData(event.currentTarget).get('trackingNumber');
          void move.perform<ChangeStatus>('statut', {
            params: { id: order.id },
            input: { statut: 'En cours', trackingNumber: String(trackingNumber ?? '') },
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            name="trackingNumber"
            label={carrier ? `Numéro de suivi ${carrier}` : 'Numéro de suivi'}
            description="L’acheteur le reçoit avec le changement de statut."
            required
            data-autofocus
            maxLength={TRACKING_NUMBER_MAX}
            error={error}
            onChange={() => setError(null)}
          />
          <Button type="submit" loading={move.pending} w="fit-content">
            Passer « En cours »
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** « Livré » is final, and marks cash on delivery as paid: asked once more, in words. */
function DeliveryConfirmation({
  order,
  pending,
  onConfirm,
  onClose,
}: {
  order: Order;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cash = order.paymentMethod === CASH_ON_DELIVERY;
  return (
    <Modal opened onClose={onClose} title={`La commande ${order.orderNumber} est-elle livrée ?`}>
      <Stack gap="sm">
        <Text fz="sm">
          Confirmez quand l’acheteur a reçu son colis : ce statut est définitif
          {cash ? ', et le paiement à la livraison sera compté comme encaissé.' : '.'}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button mih={TOUCH_TARGET} variant="default" onClick={onClose}>
            Pas encore
          </Button>
          <Button mih={TOUCH_TARGET} loading={pending} onClick={onConfirm}>
            Confirmer la livraison
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The buyer may cancel an order nobody has handled yet ('En attente'). */
export function CancelOrderButton({ order, actions }: { order: Order; actions: RowActions }) {
  const { pending, cancel } = orderAction(actions, order);
  if (order.status !== 'En attente') return null;
  return (
    <Button
      color="red"
      variant="light"
      size="sm"
      mih={TOUCH_TARGET}
      loading={pending}
      onClick={() => {
        if (!window.confirm(cancelConfirmation(order.orderNumber))) return;
        void cancel();
      }}
    >
      Annuler la commande
    </Button>
  );
}

/**
 * The team cancels an order not delivered yet, saying why: the reason goes to the buyer, the
 * order's history and the audit log. Its own fetcher, to show the refusal beside the reason.
 */
export function AdminCancelForm({ order }: { order: Order }) {
  const [error, setError] = useState<string | null>(null);
  const cancel = useActionFetcher('Annulation impossible', {
    onRefused: (outcome) => setError(outcome.fields.motif ?? null),
    onDone: () => setError(null),
  });
  if (order.status === 'Livré' || order.status === 'Annulé') return null;
  return (
    <form
      style={{ width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        const motif = new FormData(event.currentTarget).get('motif');
        void cancel.perform<CancelWithReason>('annuler-avec-motif', {
          params: { id: order.id },
          input: { motif: String(motif ?? '') },
        });
      }}
    >
      <Stack gap="xs">
        <Textarea
          name="motif"
          label="Motif de l’annulation"
          description="Envoyé à l’acheteur et inscrit dans l’historique et le journal."
          autosize
          minRows={2}
          maxLength={MAX_CANCEL_REASON}
          error={error}
          onChange={() => setError(null)}
        />
        <Button
          type="submit"
          color="red"
          variant="light"
          mih={TOUCH_TARGET}
          loading={cancel.pending}
          w="fit-content"
        >
          Annuler la commande
        </Button>
      </Stack>
    </form>
  );
}
