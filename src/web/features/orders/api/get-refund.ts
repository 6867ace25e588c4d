/** getRefund (§7): POST with the session (decision 12), JSON; the error body's message on failure (§8). */
import type { GetRefundBody, GetRefundResponse } from '../../../../shared/contracts/get-refund.js';
import { apiPost } from '../../../lib/api-client.js';

const schema = () => import('../../../../shared/contracts/get-refund.js').then((contract) => contract.GetRefundResponseSchema);

export function getRefund(body: GetRefundBody): Promise<GetRefundResponse> {
  return apiPost('getRefund', body, schema());
}
