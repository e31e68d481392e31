/**
 * docs/product.md#bare-intention: a logged-in visitor's 联系我们 also records a bare intention for the tenant,
 * silently. Loaded on that click (client/layout/Footer.tsx).
 */
import { API } from '../../shared/api';
import { DEFAULT_INTENTION_SOURCE, INTENTION_TYPE } from '../../shared/constants';
import { apiRequest } from '../api/http';

export function recordBareIntention(serviceId: number | null): Promise<unknown> {
  const body = { intentionType: INTENTION_TYPE, intentionSource: serviceId ?? DEFAULT_INTENTION_SOURCE };
  return apiRequest(API.intentionSubmit, { body, hideToast: true });
}
