import { useMutation } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { mail, OrderMailKind } from '@vitrine/sdk/modules/mail';

type Client = { mail: ReturnType<typeof mail> };

/** Sends one of the order's e-mails again (a shipped notice names its fulfilment, a refund notice its refund). */
export function useResendOrderMail() {
  const client = useVitrineClient<Client>();
  return useMutation({
    mutationFn: ({ orderId, kind, fulfillmentId, refundId }: { orderId: string; kind: OrderMailKind; fulfillmentId?: string; refundId?: string }) =>
      client.mail.resendOrderMail(orderId, { kind, fulfillmentId, refundId }),
  });
}
