// The generic list page of a plain domain: DataTable, add and edit modals over formik with the
// shared schema, and the delete confirmation; the list refreshes through tag invalidation. Its page
// rides in the address (?page=2), so a reload and Back keep it.
import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../DataTable';
import { useListPaging } from '../useListParams';
import './crud.css';
import FormField, { CheckboxGroup, type Option } from '../FormField';
import ImageField from '../ImageField';
import Modal, { ModalActions } from '../Modal';
import { success, warning } from '../dialogs';
import { saveOrShowErrors, useSaveRow } from './formKit';
import type { Identified } from '../../api/crudEndpoints';
import type { CrudResource, FieldSpec } from './resource';
import { RowActions, useDeleteRow } from './ListKit';
import { FormCard, kebab } from './FormPage';

type Values = Record<string, unknown>;

/** The field's options less those the other fields rule out; a ruled-out choice is taken back. */
function useFieldOptions(field: FieldSpec, all: Option[]): Option[] {
  const { values, setFieldValue } = useFormikContext<Values>();
  const out = (field.exclude?.(values) ?? []).filter((v) => v != null && v !== '').map(String);
  const value = values[field.name];
  const key = out.join(',');
  useEffect(() => {
    if (!key) return;
    const gone = key.split(',');
    if (Array.isArray(value) && value.some((v) => gone.includes(String(v))))
      void setFieldValue(
        field.name,
        value.filter((v) => !gone.includes(String(v))),
      );
    else if (!Array.isArray(value) && value != null && gone.includes(String(value))) void setFieldValue(field.name, '');
  }, [key, value, field.name, setFieldValue]);
  return out.length ? all.filter((o) => !out.includes(String(o.value))) : all;
}

/** "Missing Data" in a dialog once for each sending of the form that its checks stopped. */
function WarnWhenInvalid() {
  const intl = useIntl();
  const { submitCount, isSubmitting, errors } = useFormikContext<Values>();
  const warned = useRef(0);
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === warned.current || isSubmitting || !invalid) return;
    warned.current = submitCount;
    void warning(intl, 'dialog.missingData', 'dialog.fillRequired');
  }, [submitCount, isSubmitting, invalid, intl]);
  return null;
}

/** One field of the resource's form, its options fixed or from the server. */
function SpecField({ field, options: all }: { field: FieldSpec; options: Option[] }) {
  const options = useFieldOptions(field, all);
  if (field.kind === 'checkboxes') return <CheckboxGroup name={field.name} labelKey={field.labelKey} options={options} />;
  if (field.kind === 'image') return <ImageField name={field.name} labelKey={field.labelKey} required={field.required} />;
  return (
    <FormField
      name={field.name}
      labelKey={field.labelKey}
      as={field.kind === 'select' ? 'select' : 'input'}
      options={options}
      placeholderKey={field.placeholderKey}
      type={field.type}
      required={field.required}
    />
  );
}
/** A field whose options the server gives: its `useOptions` hook runs while the form is open. */
function ServerOptionsField({ field, useOptions }: { field: FieldSpec; useOptions: () => Option[] }) {
  return <SpecField field={field} options={useOptions()} />;
}

/** The body as the schema casts it, for a resource that adds nothing to it. */
function useSameBody<B>() {
  return (body: B) => body;
}

function ResourceForm<T extends Identified, B>({ resource, row, onDone }: { resource: CrudResource<T, B>; row: T | null; onDone: () => void }) {
  const intl = useIntl();
  const save = useSaveRow(resource.api, row?.id);
  const initial = row ? { ...resource.initialValues, ...(resource.toForm ? resource.toForm(row) : row) } : resource.initialValues;
  const names = resource.fields.map((f) => f.name);
  const toBody = (resource.useToBody ?? useSameBody<B>)();

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const body: B = toBody(resource.schema.cast(values, { stripUnknown: true }));
    if (!(await saveOrShowErrors(intl, helpers.setFieldError, names, () => save(body)))) return;
    onDone();
    void success(intl, 'dialog.success', row ? resource.messages.updated : resource.messages.added);
  };

  return (
    // No checks on blur: pressing Cancel blurs the field, and a server error (a duplicate name)
    // cleared then would move Cancel from under the pointer before the click lands.
    <Formik initialValues={initial} validationSchema={resource.schema} onSubmit={onSubmit} validateOnBlur={false}>
      {({ isSubmitting }) => (
        <Form noValidate>
          {resource.warnMissing && <WarnWhenInvalid />}
          {resource.fields.map((f) =>
            f.useOptions ? (
              <ServerOptionsField key={f.name} field={f} useOptions={f.useOptions} />
            ) : (
              <SpecField key={f.name} field={f} options={f.options ?? []} />
            ),
          )}
          <ModalActions onClose={onDone} cancel>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              <FormattedMessage id={row ? 'common.update' : 'common.save'} />
            </button>
          </ModalActions>
        </Form>
      )}
    </Formik>
  );
}

export default function ResourcePage<T extends Identified, B>({ resource }: { resource: CrudResource<T, B> }) {
  const intl = useIntl();
  const { data = [], isLoading, isError } = resource.api.useListQuery();
  const [remove] = resource.api.useRemoveMutation();
  const paging = useListPaging();
  const [editing, setEditing] = useState<T | null | 'new'>(null);
  const [acting, setActing] = useState<T | null>(null);
  const action = resource.rowAction;
  const canModify = resource.canModify ?? (() => true);

  const onDelete = useDeleteRow(remove, resource.messages.deleted);

  const actions: Column<T> = {
    id: 'actions',
    header: 'common.action',
    className: 'col-actions',
    render: (row) =>
      canModify(row) ? (
        <span className="row-actions">
          {action && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => setActing(row)}
              aria-label={intl.formatMessage({ id: action.namedKey }, { name: resource.rowName?.(row) ?? String(row.id) })}
            >
              <FormattedMessage id={action.labelKey} />
            </button>
          )}
          <RowActions
            name={resource.rowName?.(row) ?? String(row.id)}
            onEdit={() => setEditing(row)}
            onDelete={() => onDelete(row.id, resource.deleteWarning?.(row, intl))}
          />
        </span>
      ) : (
        <span className="badge badge-muted">
          <FormattedMessage id="common.protected" />
        </span>
      ),
  };

  return (
    <section className="card">
      <header className="card-head">
        <h1>
          <FormattedMessage id={resource.titleKey} />
        </h1>
        {resource.addPath ? (
          <Link className="btn btn-primary" to={resource.addPath}>
            <FormattedMessage id={resource.addKey} />
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            <FormattedMessage id={resource.addKey} />
          </button>
        )}
      </header>
      {isError && (
        <div className="alert alert-danger" role="alert">
          <FormattedMessage id="error.loadFailed" />
        </div>
      )}
      <DataTable
        rows={data}
        columns={[...resource.columns, actions]}
        rowKey={(r) => r.id}
        pager={resource.pager ?? 'numbers'}
        {...paging}
        loading={isLoading}
        emptyTitle={resource.emptyTitle}
        emptyText={resource.emptyText}
        label={intl.formatMessage({ id: resource.titleKey })}
      />
      {editing && (
        <Modal title={intl.formatMessage({ id: editing === 'new' ? resource.addKey : resource.editKey })} onClose={() => setEditing(null)}>
          <ResourceForm resource={resource} row={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Modal>
      )}
      {acting && action && <action.Dialog row={acting} onClose={() => setActing(null)} />}
    </section>
  );
}

/** A domain's add form on its own page (its `addPath`): Cancel and a save lead back to the list. */
export function ResourceAddPage<T extends Identified, B>({ resource, listPath }: { resource: CrudResource<T, B>; listPath: string }) {
  const navigate = useNavigate();
  return (
    <FormCard className={`${kebab(resource.name)}-page`} titleKey={resource.addKey} listPath={listPath}>
      <ResourceForm resource={resource} row={null} onDone={() => navigate(listPath)} />
    </FormCard>
  );
}
