/**
 * setOrderBilling (issue 11 §4): a full invoice asked for after checkout. On success the order's invoices
 * in the cached orders list are replaced by the answer's, and the list is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SetOrderBillingResponseSchema, type SetOrderBillingBody, type SetOrderBillingResponse,
} from '../../../../shared/contracts/set-order-billing.js';
import { apiPost } from '../../../lib/api-client.js';

export function setOrderBilling(body: SetOrderBillingBody): Promise<SetOrderBillingResponse> {
  return apiPost('setOrderBilling', body, SetOrderBillingResponseSchema);
}

export function useSetOrderBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** Where an order's invoice downloads from (a plain link: the browser saves the PDF). */
export function invoiceUrl(orderId: string, invoiceId: string, language: string): string {
  return `/api/getInvoice?${new URLSearchParams({ order_id: orderId, invoice_id: invoiceId, lang: language })}`;
}
