import { createIntl } from 'react-intl';
import { waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { confirmDelete, deleted, error, success } from './dialogs';
import { messagesFor } from '../i18n/messages';

const intlFor = (locale: string) => createIntl({ locale, messages: messagesFor(locale) });
const popup = () => document.querySelector('.swal2-popup') as HTMLElement;
const confirmButton = () => document.querySelector('.swal2-confirm') as HTMLButtonElement;
const cancelButton = () => document.querySelector('.swal2-cancel') as HTMLButtonElement;

afterEach(() => Swal.close());

describe('dialogs', () => {
  it('confirmDelete asks with the spec texts and resolves true on confirm', async () => {
    const answer = confirmDelete(intlFor('en'));
    await waitFor(() => expect(popup()).toBeTruthy());
    expect(document.querySelector('.swal2-title')).toHaveTextContent('Are you sure?');
    expect(document.querySelector('.swal2-html-container')).toHaveTextContent("You won't be able to revert this!");
    expect(confirmButton()).toHaveTextContent('Yes, delete it!');
    confirmButton().click();
    await expect(answer).resolves.toBe(true);
  });

  it('confirmDelete resolves false on cancel', async () => {
    const answer = confirmDelete(intlFor('en'));
    await waitFor(() => expect(cancelButton()).toBeTruthy());
    cancelButton().click();
    await expect(answer).resolves.toBe(false);
  });

  it('is translated (Hindi)', async () => {
    void confirmDelete(intlFor('hi'));
    await waitFor(() => expect(popup()).toBeTruthy());
    expect(document.querySelector('.swal2-title')).toHaveTextContent('क्या आप निश्चित हैं?');
    expect(confirmButton()).toHaveTextContent('हाँ, हटाएँ!');
  });

  it('deleted, success and error show translated titles and texts', async () => {
    const intl = intlFor('en');
    void deleted(intl, 'dashboard.noTasks');
    await waitFor(() => expect(document.querySelector('.swal2-title')).toHaveTextContent('Deleted!'));
    expect(document.querySelector('.swal2-html-container')).toHaveTextContent('No tasks yet');

    void success(intl, 'dialog.success', 'dashboard.noUpcomingEvents');
    await waitFor(() => expect(document.querySelector('.swal2-title')).toHaveTextContent('Success'));
    expect(document.querySelector('.swal2-html-container')).toHaveTextContent('No upcoming events');

    // a plain text (server message) is shown as it is, never as HTML
    void error(intl, 'dialog.error', '<b>Phone</b> taken');
    await waitFor(() => expect(document.querySelector('.swal2-title')).toHaveTextContent('Error'));
    expect(document.querySelector('.swal2-html-container')).toHaveTextContent('<b>Phone</b> taken');
    expect(document.querySelector('.swal2-html-container b')).toBeNull();
  });

  it("error says a server message by its key in the page's language", async () => {
    void error(intlFor('mr'), 'dialog.error', { msg: 'This voter group was not found.', key: 'voterGroup.notFound' });
    await waitFor(() => expect(document.querySelector('.swal2-html-container')).toHaveTextContent(messagesFor('mr')['voterGroup.notFound']));
    expect(messagesFor('mr')['voterGroup.notFound']).not.toBe('This voter group was not found.');
  });
});
