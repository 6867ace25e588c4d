/** subscribeToNewsletter (§7): POST { email, language }. */
import { useMutation } from '@tanstack/react-query';
import type { SubscribeToNewsletterBody } from '../../../../shared/contracts/subscribe-to-newsletter.js';
import { apiPost } from '../../../lib/api-client.js';

const schema = () =>
  import('../../../../shared/contracts/subscribe-to-newsletter.js').then((contract) => contract.SubscribeToNewsletterResponseSchema);

export function subscribeToNewsletter(body: SubscribeToNewsletterBody) {
  return apiPost('subscribeToNewsletter', body, schema());
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
