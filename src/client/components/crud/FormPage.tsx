// The add and edit pages of a domain: a card with the title (and a Back link to the list), the
// domain's own form inside, and after a save the success dialog and the list. The edit page loads
// the row first and says so when there is none. A domain passes its form; no page shell is copied.
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { success } from '../dialogs';
import PageCard, { Loading } from '../PageCard';
import './crud.css';

interface PageText {
  /** the wrapper's class (the domain's own styles hang off it) */
  className: string;
  titleKey: string;
  subtitleKey?: string;
  /** where Back, Cancel and a save lead */
  listPath: string;
  /** a Back link in the card's head */
  back?: boolean;
  /** in place of Back: the card head's own action (e.g. an Add link) */
  action?: ReactNode;
}

/** A domain form's props: the stored row when editing, and what to do with the server's answer after a save. */
export interface RowFormProps<T, A = unknown> {
  row?: T;
  onSaved: (answer: A) => void | Promise<void>;
}

/** What the domain's form is given: after a save, and on Cancel. */
export interface FormDone {
  onSaved: () => void;
  onCancel: () => void;
}

export function FormCard({ className, titleKey, subtitleKey, listPath, back = true, action, children }: PageText & { children: ReactNode }) {
  const backLink = back && (
    <Link className="btn btn-outline" to={listPath}>
      <FormattedMessage id="common.back" />
    </Link>
  );
  return (
    <div className={className}>
      <PageCard titleKey={titleKey} subtitleKey={subtitleKey} actions={action ?? backLink}>
        {children}
      </PageCard>
    </div>
  );
}

/** The success message of a save, or several shown one after the other. */
export type SavedKeys = string | readonly string[];

function useDone(listPath: string, savedKey: SavedKeys): FormDone {
  const intl = useIntl();
  const navigate = useNavigate();
  return {
    onSaved: () => {
      void (async () => {
        for (const key of typeof savedKey === 'string' ? [savedKey] : savedKey) await success(intl, 'dialog.success', key);
      })();
      navigate(listPath);
    },
    onCancel: () => navigate(listPath),
  };
}

export function AddPage({ savedKey, form, ...text }: PageText & { savedKey: SavedKeys; form: (done: FormDone) => ReactNode }) {
  const done = useDone(text.listPath, savedKey);
  return <FormCard {...text}>{form(done)}</FormCard>;
}

interface Loaded<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
}

/** The row of /edit-x/:id, loaded afresh each time the page opens. */
export function EditPage<T>({
  savedKey,
  notFoundKey,
  useRow,
  form,
  ...text
}: PageText & {
  savedKey: string;
  notFoundKey: string;
  useRow: (id: number, opts: { skip: boolean; refetchOnMountOrArgChange: true }) => Loaded<T>;
  form: (row: T, done: FormDone) => ReactNode;
}) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = useRow(id, { skip: !valid, refetchOnMountOrArgChange: true });
  const done = useDone(text.listPath, savedKey);
  return (
    <FormCard {...text}>
      {isLoading && <Loading />}
      {(!valid || isError) && (
        <div className="alert alert-danger" role="alert">
          <FormattedMessage id={notFoundKey} />
        </div>
      )}
      {data && form(data, done)}
    </FormCard>
  );
}

/** `voterGroup` → `voter-group`: a catalogue prefix as a class or test id. */
export const kebab = (prefix: string) => prefix.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/**
 * The add and edit pages of a domain from its form, titled and answered by the domain's catalogue
 * keys: `<prefix>.addTitle`, `.editTitle`, `.added`, `.updated`, `.notFound`, wrapped in the class
 * `<prefix>-page`. The form gets the stored row when editing (none when adding) and what to do
 * after a save or on Cancel.
 */
export function formPages<T>({
  prefix,
  listPath,
  api,
  Form,
  add,
}: {
  prefix: string;
  listPath: string;
  api: { useGetQuery: (id: number, opts: { skip: boolean; refetchOnMountOrArgChange: true }) => Loaded<T> };
  Form: ComponentType<{ row?: T } & FormDone>;
  /** where the add page differs: its own title, text, Back link or saved message */
  add?: Partial<PageText> & { savedKey?: SavedKeys };
}) {
  const text = { className: `${kebab(prefix)}-page`, listPath };
  return {
    Add: function Add() {
      return <AddPage {...text} titleKey={`${prefix}.addTitle`} savedKey={`${prefix}.added`} {...add} form={(done) => <Form {...done} />} />;
    },
    Edit: function Edit() {
      const keys = { titleKey: `${prefix}.editTitle`, savedKey: `${prefix}.updated`, notFoundKey: `${prefix}.notFound` };
      return <EditPage<T> {...text} {...keys} useRow={api.useGetQuery} form={(row, done) => <Form row={row} {...done} />} />;
    },
  };
}
