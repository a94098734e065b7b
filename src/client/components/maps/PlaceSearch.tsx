/// <reference types="google.maps" />
// One place search for every map picker (areas, offices, surveys, ...). With a Google Maps key
// in the public configuration (given at run time, never built in) it is Google Places
// Autocomplete restricted to India; otherwise, or when Google cannot be loaded, it asks the
// server's own gazetteer (GeoNames, shown with its attribution). Either way a pick calls
// onPick({ lat, lng, label }).
import { useDebounced } from '../useDebounced';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePublicConfigQuery } from './publicConfigApi';
import { placeLabel, usePlacesQuery, type Place } from './placesApi';
import './pickers.css';

export interface PickedPlace {
  lat: number;
  lng: number;
  label: string;
}

export interface PlaceSearchProps {
  onPick: (place: PickedPlace) => void;
  /** i18n key of the label (default "Search a place"). */
  labelKey?: string;
  /** Text shown at first (e.g. the stored address on an edit form). */
  initialText?: string;
  /** Marks the control required (the office address). */
  required?: boolean;
  /** Error text (already translated) shown under the control. */
  error?: string;
  /** Called with the text as it is typed (the office keeps it as its address). */
  onTextChange?: (text: string) => void;
}

export const MIN_QUERY = 2;
export const DEBOUNCE_MS = 250;
export const GEONAMES_ATTRIBUTION = 'GeoNames (CC-BY 4.0)';

export default function PlaceSearch(props: PlaceSearchProps) {
  const { data } = usePublicConfigQuery();
  const [googleFailed, setGoogleFailed] = useState(false);
  const key = data?.googleMapsKey;
  if (key && !googleFailed) return <GooglePlaceSearch {...props} apiKey={key} onFail={() => setGoogleFailed(true)} />;
  return <GazetteerSearch {...props} />;
}

// ---------------------------------------------------------------------------------------------
// Google Places Autocomplete (loaded only when a key exists)

let loadedKey: string | null = null;
async function loadPlaces(apiKey: string) {
  const loader = await import(/* webpackChunkName: "google-maps" */ '@googlemaps/js-api-loader');
  // setOptions may be called once a page: the key does not change while the console runs
  if (loadedKey === null) {
    loader.setOptions({ key: apiKey, v: 'weekly', region: 'IN' });
    loadedKey = apiKey;
  }
  return loader.importLibrary('places');
}

function GooglePlaceSearch({
  apiKey,
  onFail,
  onPick,
  labelKey = 'place.search',
  initialText,
  required,
  error,
  onTextChange,
}: PlaceSearchProps & { apiKey: string; onFail: () => void }) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const fail = useRef(onFail);
  fail.current = onFail;

  useEffect(() => {
    let cancelled = false;
    let autocomplete: google.maps.places.Autocomplete | null = null;
    loadPlaces(apiKey)
      .then((places) => {
        if (cancelled || !input.current) return;
        const ac = new places.Autocomplete(input.current, {
          componentRestrictions: { country: 'in' },
          fields: ['geometry', 'formatted_address', 'name'],
        });
        ac.addListener('place_changed', () => {
          const place = ac.getPlace();
          const loc = place.geometry?.location;
          if (!loc) return;
          pick.current({ lat: loc.lat(), lng: loc.lng(), label: place.formatted_address || place.name || input.current?.value || '' });
        });
        autocomplete = ac;
      })
      .catch((e: unknown) => {
        console.error('Google Places could not be loaded; using the built-in place search', e);
        if (!cancelled) fail.current();
      });
    return () => {
      cancelled = true;
      if (autocomplete) google.maps.event.clearInstanceListeners(autocomplete);
    };
  }, [apiKey]);

  return (
    <div className="form-group place-search">
      <label htmlFor={id} className="form-label">
        {intl.formatMessage({ id: labelKey })}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        ref={input}
        type="text"
        className={`form-control${error ? ' is-invalid' : ''}`}
        defaultValue={initialText}
        placeholder={intl.formatMessage({ id: 'place.placeholder' })}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onTextChange?.(e.target.value)}
        // Enter chooses a suggestion; it must not submit the surrounding form
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      {error && (
        <div className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The server's gazetteer: a combobox with a suggestion list (ARIA 1.2 combobox pattern)

function GazetteerSearch({ onPick, labelKey = 'place.search', initialText = '', required, error, onTextChange }: PlaceSearchProps) {
  const intl = useIntl();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initialText);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // the stored address arrives after the first render on edit forms
  useEffect(() => setText(initialText), [initialText]);

  const skip = !open || query.length < MIN_QUERY;
  const { currentData: data, isFetching, isError } = usePlacesQuery({ q: query }, { skip });
  const places: Place[] = skip || query !== text.trim() ? [] : (data?.places ?? []);
  const showList = open && places.length > 0;

  const choose = (p: Place) => {
    const label = placeLabel(p);
    setText(label);
    setOpen(false);
    setActive(-1);
    onTextChange?.(label);
    onPick({ lat: Number(p.lat), lng: Number(p.lng), label });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (places.length) setActive((a) => (a + 1) % places.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (places.length) setActive((a) => (a <= 0 ? places.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      // Enter picks the highlighted (or the first) suggestion; it never submits the form
      e.preventDefault();
      if (showList) choose(places[active >= 0 ? active : 0]);
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status: string | null = null;
  if (open && query.length >= MIN_QUERY && query === text.trim()) {
    if (isError) status = intl.formatMessage({ id: 'place.unavailable' });
    else if (isFetching && places.length === 0) status = intl.formatMessage({ id: 'place.searching' });
    else if (!isFetching && data && places.length === 0) status = intl.formatMessage({ id: 'place.none' });
  }

  return (
    <div className="form-group place-search">
      <label htmlFor={id} className="form-label">
        {intl.formatMessage({ id: labelKey })}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="place-search-box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={text}
          placeholder={intl.formatMessage({ id: 'place.placeholder' })}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
            onTextChange?.(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" className="place-search-list" hidden={!showList} aria-label={intl.formatMessage({ id: 'place.suggestions' })}>
          {showList &&
            places.map((p, i) => (
              <li
                key={`${p.name}-${p.postcode}-${p.lat}-${p.lng}-${i}`}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'active' : undefined}
                // mousedown keeps the focus in the input, so the blur does not close the list first
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(p)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="place-name">{p.name}</span>
                <span className="place-detail">{[p.district !== p.name ? p.district : null, p.state, p.postcode].filter(Boolean).join(', ')}</span>
              </li>
            ))}
        </ul>
      </div>
      {status && (
        <div className="form-hint" role="status">
          {status}
        </div>
      )}
      {error && (
        <div className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
      <div className="place-attribution">{intl.formatMessage({ id: 'place.attribution' }, { source: data?.attribution || GEONAMES_ATTRIBUTION })}</div>
    </div>
  );
}
