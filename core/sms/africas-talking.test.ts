import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingServer,
  type AfricasTalkingServer,
} from '../../tests/support/africas-talking-server.ts';
import { createAfricasTalkingSender } from './africas-talking.ts';
import { SmsRefused, SmsRetryLater } from './sms-sender.ts';

// The SMS sender against a local server speaking Africa's Talking's documented API: what it
// sends, and how each answer is read (sent, slow down, refused for good, no answer at all).

let provider: AfricasTalkingServer;
beforeAll(async () => {
  provider = await startAfricasTalkingServer();
});
afterAll(async () => {
  await provider?.close();
});

const sender = () =>
  createAfricasTalkingSender({
    apiUrl: provider.url,
    username: 'baobab',
    apiKey: 'cle-secrete',
    senderId: 'BAOBAB',
    timeoutMs: 500,
  });
const sms = { to: '+22890123456', text: 'Baobab. Commande livrée.', reference: 'commande:1:sms' };

describe('Africa’s Talking', () => {
  it('posts the message form with the account and its key, and resolves once it is sent', async () => {
    await sender().send(sms);
    expect(provider.received.at(-1)).toEqual({
      apiKey: 'cle-secrete',
      username: 'baobab',
      to: '+22890123456',
      message: 'Baobab. Commande livrée.',
      from: 'BAOBAB',
    });
  });

  it('asks to be tried again no sooner than a 429’s Retry-After', async () => {
    provider.answerNext({ tooManyRequests: { retryAfterSeconds: 120 } });
    const error = await sender()
      .send(sms)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsRetryLater);
    expect((error as SmsRetryLater).afterMs).toBe(120_000);
  });

  it('takes an invalid number as refused for good, and a blacklisted one as STOP', async () => {
    provider.answerNext(
      { recipientStatus: 403, status: 'InvalidPhoneNumber' },
      { recipientStatus: 406, status: 'UserInBlacklist' },
    );
    const invalid = await sender()
      .send(sms)
      .catch((caught: unknown) => caught);
    expect(invalid).toBeInstanceOf(SmsRefused);
    expect((invalid as SmsRefused).optedOut).toBe(false);
    expect((invalid as Error).message).toContain('InvalidPhoneNumber');
    const stopped = await sender()
      .send(sms)
      .catch((caught: unknown) => caught);
    expect((stopped as SmsRefused).optedOut).toBe(true);
  });

  it('fails a try the provider may take again (gateway error, no answer in time)', async () => {
    provider.answerNext({ recipientStatus: 501, status: 'GatewayError' }, { silence: true });
    for (const reason of ['GatewayError', 'TimeoutError']) {
      const error = await sender()
        .send(sms)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SmsRefused);
      expect(error).not.toBeInstanceOf(SmsRetryLater);
      expect(`${(error as Error).name} ${(error as Error).message}`).toContain(reason);
    }
  });
});
