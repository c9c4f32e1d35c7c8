import { useMutation } from '@tanstack/react-query';
import type { ChannelTestBody, ChannelTestResult } from '@shop/contract';
import { api } from '@/api/client';

/** The outbound channels a test message can be sent through. */
export type TestableChannel = 'discord' | 'webhook';

export type ChannelTestVariables = { channel: TestableChannel; body: ChannelTestBody };

/**
 * POST /api/roller/settings/{discord|webhook}/test {url?}: one message now, to `url` (checked
 * as a save would be) or to the saved address; the answer says how the receiver took it.
 */
export function sendChannelTest({ channel, body }: ChannelTestVariables) {
  return api.post<ChannelTestResult>(`roller/settings/${channel}/test`, body);
}

/** Silent: the form shows the result, or a refused address, beside the field. */
export function useSendChannelTest() {
  return useMutation({ mutationFn: sendChannelTest, meta: { silent: true } });
}
