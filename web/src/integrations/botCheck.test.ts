import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBotCheckToken } from './botCheck.ts';

let configuration: object = {};
const resolvers = { ClientConfiguration: () => configuration };

function environmentAnswering(answer: object) {
  configuration = answer;
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, resolvers),
  );
  return environment;
}

describe('getBotCheckToken', () => {
  afterEach(() => {
    delete window.turnstile;
  });

  it('answers the sandbox token in development and test, without the widget', async () => {
    const environment = environmentAnswering({
      botCheckSiteKey: '1x00000000000000000000AA',
      developmentBotCheckToken: 'XXXX.DUMMY.TOKEN.XXXX',
    });
    await expect(getBotCheckToken(environment)).resolves.toBe('XXXX.DUMMY.TOKEN.XXXX');
  });

  it("runs the widget with the environment's site key in production", async () => {
    const render = vi.fn((_container: HTMLElement, options: { callback: (t: string) => void }) => {
      queueMicrotask(() => options.callback('solved-token'));
      return 'widget-1';
    });
    const remove = vi.fn();
    window.turnstile = { render, remove };
    const environment = environmentAnswering({
      botCheckSiteKey: 'production-site-key',
      developmentBotCheckToken: null,
    });

    await expect(getBotCheckToken(environment, { locale: 'de-DE' })).resolves.toBe('solved-token');
    expect(render.mock.calls[0]?.[1]).toMatchObject({
      sitekey: 'production-site-key',
      appearance: 'interaction-only',
      language: 'de-de',
    });
    expect(remove).toHaveBeenCalledWith('widget-1');
  });
});
