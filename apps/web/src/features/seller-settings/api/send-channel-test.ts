import { useMutation } from '@tanstack/react-query';
import type { ChannelTestBody, ChannelTestResult } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';

/** The outbound channels a test message can be sent through. */
export type TestableChannel = 'discord' | 'webhook';

export type ChannelTestVariables = { channel: TestableChannel; body: ChannelTestBody };

type SendTest = (body: ChannelTestBody) => Promise<ChannelTestResult>;

/** Each channel's test is an operation of its own. */
const channelTests: Record<TestableChannel, SendTest> = {
  discord: (body) => call(sellerSettingsApi.testDiscord, { body }),
  webhook: (body) => call(sellerSettingsApi.testWebhook, { body }),
};

/**
 * POST /api/roller/settings/{discord|webhook}/test {url?}: one message now, to `url` (checked
 * as a save would be) or to the saved address; the answer says how the receiver took it.
 */
export function sendChannelTest({ channel, body }: ChannelTestVariables) {
  return channelTests[channel](body);
}

/** Silent: the form shows the result, or a refused address, beside the field. */
export function useSendChannelTest() {
  return useMutation({ mutationFn: sendChannelTest, meta: { silent: true } });
}
