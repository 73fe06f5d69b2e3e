import { clientsApi } from '@app/shared';
// @vitest-environment jsdom
/**
 * Ending a client's sessions asks first, naming the client; Cancel sends nothing, the confirm
 * button ends them and closes the step.
 */
import { expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';

test('the end sessions button asks first, then signs the client out everywhere', async () => {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(clientsApi.endSessions, (request) => request.ok(aClient, 'auth.clientSessionsEnded'));
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const { EndSessions } = await import('./components/EndSessions');
  app.render(<EndSessions client={aClient} />);
  const ends = () => server.requests(clientsApi.endSessions);

  await app.user.click(screen.getByRole('button', { name: app.t('clients.endSessions') }));
  const dialog = await screen.findByRole('dialog', { name: app.t('clients.endSessionsTitle') });
  expect(dialog.querySelector('p')?.textContent).toBe(app.t('clients.endSessionsText', { userName: aClient.userName }));
  // The dialog's close button is named Cancel too; the last Cancel is the one under the text.
  await app.user.click(
    within(dialog)
      .getAllByRole('button', { name: app.t('account.cancel') })
      .at(-1)!,
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(ends()).toHaveLength(0);

  await app.user.click(screen.getByRole('button', { name: app.t('clients.endSessions') }));
  const again = await screen.findByRole('dialog', { name: app.t('clients.endSessionsTitle') });
  await app.user.click(within(again).getByRole('button', { name: app.t('clients.endSessions') }));
  await waitFor(() => expect(ends()).toHaveLength(1));
  expect(ends()[0]!.params).toEqual({ id: aClient.id });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
