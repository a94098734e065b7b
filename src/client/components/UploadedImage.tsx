// An image stored by the server (read with the session's token: uploadedFiles.ts) or, when there
// is none (null, empty or 'def.png', entities) or it cannot be read, a placeholder with the
// initials of the given name; the placeholder also stands in while the image arrives.
import { useState } from 'react';
import { useUpload } from './uploadedFiles';
import './UploadedImage.css';

const initials = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join('')
    .toUpperCase();

interface Props {
  name: string | null | undefined;
  alt: string;
  size?: number;
  /** an organisation's symbol on the super administrator's screens */
  organisation?: number;
}

export default function UploadedImage({ name, alt, size = 36, organisation }: Props) {
  const { url } = useUpload(name, { organisation });
  // bytes the browser cannot show as an image
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!url || broken === url) {
    return (
      <span className="uploaded-image placeholder" style={{ ...style, fontSize: size * 0.4 }} role="img" aria-label={alt} data-placeholder="true">
        {initials(alt) || '?'}
      </span>
    );
  }
  return <img className="uploaded-image" src={url} alt={alt} style={style} onError={() => setBroken(url)} />;
}
