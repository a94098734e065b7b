// Stored images are read with the session's token and shown from object URLs: one fetch per name
// however many rows show it, the object URLs revoked when the image goes or changes, the initials
// when there is none or it cannot be read, and an organisation's symbol by the super
// administrator's own route.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import UploadedImage from './UploadedImage';
import { installFakeServer } from '../test/fakeServer';
import { PNG_BYTES, stubObjectUrls } from '../test/objectUrls';
import { ADMIN_SESSION, SUPER_SESSION, openPage, renderPage } from '../test/renderPage';

const BASE = '/api/v1/admin/5';
const NAME = '0123456789abcdef0123456789abcdef.png';

function Rows({ names }: { names: Array<string | null> }) {
  return (
    <ul>
      {names.map((name, i) => (
        <li key={i}>
          <UploadedImage name={name} alt={`Ravi Kale ${i}`} />
        </li>
      ))}
    </ul>
  );
}

/** One image, showing each name in turn. */
function Switcher({ names }: { names: Array<string | null> }) {
  const [i, setI] = useState(0);
  return (
    <>
      <UploadedImage name={names[i % names.length]} alt="Ravi Kale" />
      <button type="button" onClick={() => setI(i + 1)}>
        Next
      </button>
    </>
  );
}

describe('UploadedImage', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });

  it('fetches a stored image once with the session’s token, however many rows show it, and shows it from an object URL', async () => {
    const server = installFakeServer({ [`GET ${BASE}/uploads/${NAME}`]: { body: PNG_BYTES } });
    renderPage(<Rows names={Array.from({ length: 50 }, () => NAME)} />, { auth: ADMIN_SESSION });
    await waitFor(() => expect(screen.getAllByRole('img').every((img) => img.tagName === 'IMG')).toBe(true));
    const imgs = screen.getAllByRole('img');
    expect(imgs).toHaveLength(50);
    for (const img of imgs) expect(img.getAttribute('src')).toMatch(/^blob:test\//);
    const calls = server.calls(`GET ${BASE}/uploads/${NAME}`);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBe('Bearer test-token');
    expect([...urls.made.values()][0].size).toBe(PNG_BYTES.length);
  });

  it('revokes its object URL when it goes or shows another image, and keeps the bytes for the page', async () => {
    const other = 'fedcba9876543210fedcba9876543210.png';
    const server = installFakeServer({ [`GET ${BASE}/uploads/${NAME}`]: { body: PNG_BYTES }, [`GET ${BASE}/uploads/${other}`]: { body: PNG_BYTES } });
    const { user } = openPage(<Switcher names={[NAME, other, null]} />, { auth: ADMIN_SESSION });
    const shown = () => screen.getByRole('img', { name: 'Ravi Kale' });
    await waitFor(() => expect(shown()).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    const first = shown().getAttribute('src')!;

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shown()).toHaveAttribute('src', expect.not.stringMatching(first)));
    expect(urls.revoked).toEqual([first]);
    const second = shown().getAttribute('src')!;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toHaveAttribute('data-placeholder', 'true');
    expect(urls.revoked).toEqual([first, second]);

    // shown again: from the bytes already fetched
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shown()).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(server.calls(`GET ${BASE}/uploads/${NAME}`)).toHaveLength(1);
    expect(server.calls(`GET ${BASE}/uploads/${other}`)).toHaveLength(1);
  });

  it('shows the initials when there is no image, the default one, or one that cannot be read', async () => {
    const server = installFakeServer();
    renderPage(<Rows names={[null, 'def.png', NAME]} />, { auth: ADMIN_SESSION });
    await waitFor(() => expect(server.calls(`GET ${BASE}/uploads/${NAME}`)).toHaveLength(1));
    for (const img of screen.getAllByRole('img')) {
      expect(img).toHaveAttribute('data-placeholder', 'true');
      expect(img).toHaveTextContent('RK');
    }
    expect(server.requests).toHaveLength(1);
    expect(urls.made.size).toBe(0);
  });

  it('reads an organisation’s symbol by the super administrator’s route', async () => {
    const path = `/api/v1/admin/1/super-admin/organisations/7/symbols/${NAME}`;
    const server = installFakeServer({ [`GET ${path}`]: { body: PNG_BYTES } });
    renderPage(<UploadedImage name={NAME} alt="Jan Seva Manch" organisation={7} />, { auth: SUPER_SESSION });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Jan Seva Manch' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(server.calls(`GET ${path}`)[0].headers.get('authorization')).toBe('Bearer super-token');
  });
});
