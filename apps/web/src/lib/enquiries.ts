import { siteRoutes, type TCallbackInput, type TEnquiryInput } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

// The worker's page's endpoints (siteRoutes.workerPage), named by route alone like its other calls.
const { sendEnquiry, requestCallback } = siteRoutes.workerPage;

export const useSendEnquiry = () => useMutation({ mutationFn: (input: TEnquiryInput) => api.send(sendEnquiry, { body: input }) });

export const useSendCallback = () => useMutation({ mutationFn: (input: TCallbackInput) => api.send(requestCallback, { body: input }) });
