// An image stored by the server (served at /uploads/{name}) or, when there is none (null, empty
// or 'def.png', entities), a placeholder with the initials of the given name.
import { useState } from 'react';
import './UploadedImage.css';

export function uploadUrl(name: string | null | undefined): string | null {
  if (!name || name === 'def.png') return null;
  return `/uploads/${encodeURIComponent(name)}`;
}

const initials = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join('')
    .toUpperCase();

export default function UploadedImage({ name, alt, size = 36 }: { name: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = uploadUrl(name);
  const style = { width: size, height: size };
  if (!url || failed) {
    return (
      <span className="uploaded-image placeholder" style={{ ...style, fontSize: size * 0.4 }} role="img" aria-label={alt} data-placeholder="true">
        {initials(alt) || '?'}
      </span>
    );
  }
  return <img className="uploaded-image" src={url} alt={alt} style={style} onError={() => setFailed(true)} />;
}
