// formik binding for an image upload: the chosen file becomes a data URL in the field (what the
// API takes, entities), with a preview. Only PNG, JPEG and WebP are accepted.
import { useField } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { translateMaybe } from '../i18n/translate';
import { isImageData } from '../../shared/images';
import { useUpload, type UploadOwner } from './uploadedFiles';
import './fileChooser.css';
import './ImageField.css';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

interface Props {
  name: string;
  /** i18n key of the label. */
  labelKey: string;
  /** The name of the image stored so far (edit forms), shown until a new one is chosen; a stored name as the field's value does the same. */
  current?: string | null;
  /** whose stored image it is, when not the session's own organisation's */
  owner?: UploadOwner;
  required?: boolean;
}

export default function ImageField({ name, labelKey, current, owner, required }: Props) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = useId();
  const errorKey = typeError ?? (meta.touched ? meta.error : undefined);
  const error = errorKey ? translateMaybe(intl, errorKey) : '';
  const chosen = isImageData(field.value) ? field.value : null;
  const stored = useUpload(current || (chosen ? null : field.value), owner);
  const preview = chosen || stored.url;
  const label = intl.formatMessage({ id: labelKey });

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      // Keep the error beside the field even though formik revalidates on every change.
      setTypeError('validation.imageType');
      setFileName(null);
      e.target.value = '';
      return;
    }
    setTypeError(null);
    setFileName(file.name);
    await helpers.setValue(await readAsDataUrl(file));
    await helpers.setTouched(true, true);
  };

  return (
    <div className="form-group image-field">
      <label htmlFor={id} className="form-label">
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="image-field-row">
        {preview && <img className="image-preview" src={preview} alt={intl.formatMessage({ id: 'form.imagePreview' }, { label })} />}
        {/* The native control says "Choose File" in the browser's language: it stays focusable
            but hidden, and a translated button-like label opens it. */}
        <input
          id={id}
          name={name}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="file-input-hidden"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={onChange}
          onBlur={() => helpers.setTouched(true)}
        />
        <label htmlFor={id} className={`btn btn-outline btn-sm file-button${error ? ' is-invalid' : ''}`} aria-hidden="true">
          {intl.formatMessage({ id: 'form.chooseImage' })}
        </label>
        <span className="file-name">{fileName ?? (field.value ? '' : intl.formatMessage({ id: 'form.noImageChosen' }))}</span>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
