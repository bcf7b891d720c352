import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('masks tokens, passwords and payment details', () => {
    const lines: string[] = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createLogger({ logLevel: 'info' }, memory).info({
      req: { headers: { authorization: 'Bearer jeton-secret' } },
      body: {
        password: 'mot-de-passe-secret',
        payment: { method: 'Mobile Money', account: '+228 90 12 34 56' },
        fields: { cardNumber: '4242424242424242', cardCvc: '987', mobileMoneyPin: '1357' },
      },
    });
    // The line's own numbers (time, pid) could hold a secret's digits by chance: left out.
    const logged = JSON.parse(lines.join('')) as Record<string, unknown>;
    delete logged.time;
    delete logged.pid;
    const line = JSON.stringify(logged);
    for (const secret of [
      'jeton-secret',
      'mot-de-passe-secret',
      '90 12 34 56',
      '4242424242424242',
      '987',
      '1357',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('Mobile Money');
    expect(line).toContain('[masqué]');
  });
});
