// /claims: the claims and objections of the organisation's constituency: the claims period (set
// by an admin) and how many drafted claims are flagged near its end; the list by part, status and
// form, paged by the server; a claim drafted, changed or deleted; an agent's sheet of the claims
// to file, printed in Marathi, Hindi or English.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../store/hooks';
import { Labelled } from '../../components/FormField';
import PageCard, { Loading } from '../../components/PageCard';
import { PartOptions } from '../../components/voterText';
import { DataTable, type Column } from '../../components/DataTable';
import ServerPager from '../../components/ServerPager';
import { confirmDelete, deleted, error as errorDialog } from '../../components/dialogs';
import type { Claim } from '../../../shared/api/claims';
import { CLAIM_FORMS, CLAIM_STATUSES } from '../../../shared/schemas/claims';
import { ROLL_LANGUAGES, type RollLanguage } from '../../../shared/schemas/paper';
import { formatDay } from '../../../shared/dates';
import { useClaimListQuery, useClaimRemoveMutation, useClaimSheetMutation } from './api';
import ClaimModal from './ClaimModal';
import PeriodCard from './PeriodCard';
import ScoreboardCard from './ScoreboardCard';
import MatchPrompt from './MatchPrompt';
import '../../components/crud/crud.css';
import './claims.css';
import { usePartnoListQuery } from '../voters/partsApi';
import { useUsersListQuery } from '../users/api';
import { useVoterScope } from '../../store/voterScope';

const PAGE = 20;

export default function ClaimsPage() {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const isAdmin = useAppSelector((s) => s.auth.type === 0 || s.auth.type === 1);
  const parts = usePartnoListQuery(acno == null ? skipToken : { acno });
  const agents = useUsersListQuery().data ?? [];
  const [partno, setPartno] = useState<number | undefined>();
  const [status, setStatus] = useState('');
  const [form, setForm] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Claim | 'new' | null>(null);
  const [lang, setLang] = useState<RollLanguage>(intl.locale === 'hi' ? 'hi' : intl.locale === 'en' ? 'en' : 'mr');
  const [agent, setAgent] = useState('');
  // an import settles claims elsewhere (reconciliation): the page asks again each time it opens
  const list = useClaimListQuery(
    acno == null ? skipToken : ({ acno, partno, status: status || undefined, form: form || undefined, page, pageSize: PAGE } as never),
    { refetchOnMountOrArgChange: true },
  );
  const [remove] = useClaimRemoveMutation();
  const [sheet, printing] = useClaimSheetMutation();
  const data = list.data;

  const columns = useMemo<Column<Claim>[]>(
    () => [
      { id: 'form', header: 'claims.colForm', className: 'cell-nowrap', render: (c) => intl.formatMessage({ id: `claims.form.${c.form}` }) },
      { id: 'part', header: 'claims.colPart', className: 'cell-nowrap', render: (c) => `${c.partno}${c.slnoinpart != null ? ` / ${c.slnoinpart}` : ''}` },
      { id: 'name', header: 'claims.colName', render: (c) => [c.name, c.epic_no].filter(Boolean).join(' · ') },
      { id: 'agent', header: 'claims.colAgent', render: (c) => c.agent ?? '' },
      {
        id: 'status',
        header: 'claims.colStatus',
        render: (c) => (
          <>
            {intl.formatMessage({ id: `claims.status.${c.status}` })}
            {c.flag && <span className={`claims-flag claims-flag-${c.flag}`}> {intl.formatMessage({ id: `claims.flag.${c.flag}` })}</span>}
            <MatchPrompt claim={c} canAnswer={isAdmin} />
          </>
        ),
      },
      { id: 'drafted', header: 'claims.colDrafted', className: 'cell-nowrap', render: (c) => formatDay(c.drafted_on, intl) },
      {
        id: 'filed',
        header: 'claims.colFiled',
        className: 'cell-nowrap',
        render: (c) => [c.filed_on ? formatDay(c.filed_on, intl) : '', c.ack_no ?? ''].filter(Boolean).join(' · '),
      },
      {
        id: 'actions',
        header: 'common.action',
        render: (c) => (
          <span className="claims-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => setEditing(c)}
              aria-label={intl.formatMessage({ id: 'claims.editNamed' }, { name: c.name })}
            >
              <FormattedMessage id="common.edit" />
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              aria-label={intl.formatMessage({ id: 'claims.deleteNamed' }, { name: c.name })}
              onClick={async () => {
                if (!(await confirmDelete(intl))) return;
                try {
                  await remove({ id: c.id }).unwrap();
                  void deleted(intl, 'claims.deletedText');
                } catch {
                  void errorDialog(intl, 'dialog.error', 'claims.saveFailed');
                }
              }}
            >
              <FormattedMessage id="common.delete" />
            </button>
          </span>
        ),
      },
    ],
    [intl, remove, isAdmin],
  );

  const print = async () => {
    if (acno == null) return;
    try {
      const agentId = agent ? Number(agent) : undefined;
      await sheet({
        arg: { acno, partno, agent_id: agentId, lang } as never,
        fileName: `claims-${acno}${partno != null ? `-${partno}` : ''}${agentId != null ? `-agent-${agentId}` : ''}-${lang}.pdf`,
      }).unwrap();
    } catch {
      void errorDialog(intl, 'dialog.error', 'claims.printFailed');
    }
  };
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };

  if (acno == null)
    return (
      <PageCard titleKey="claims.title">
        <p className="alert alert-info" role="status">
          <FormattedMessage id="editions.noConstituency" />
        </p>
      </PageCard>
    );
  return (
    <div className="claims-page">
      <PeriodCard
        key={data?.period ? `${data.period.starts_on}-${data.period.ends_on}` : 'none'}
        acno={acno}
        period={data?.period ?? null}
        flagged={data?.flagged ?? 0}
        canSet={isAdmin}
      />
      <PageCard
        titleKey="claims.title"
        subtitleKey="claims.subtitle"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="claim-add">
            <FormattedMessage id="claims.add" />
          </button>
        }
      >
        {parts.isLoading ? (
          <Loading />
        ) : (
          <div className="claims-filters">
            <Labelled htmlFor="claims-part" labelKey="claims.partno">
              <select id="claims-part" className="form-control" value={partno ?? ''} onChange={filter((v) => setPartno(v ? Number(v) : undefined))}>
                <option value="">{intl.formatMessage({ id: 'claims.everyPart' })}</option>
                <PartOptions parts={parts.data ?? []} />
              </select>
            </Labelled>
            <Labelled htmlFor="claims-status" labelKey="claims.colStatus">
              <select id="claims-status" className="form-control" value={status} onChange={filter(setStatus)}>
                <option value="">{intl.formatMessage({ id: 'claims.everyStatus' })}</option>
                {CLAIM_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {intl.formatMessage({ id: `claims.status.${s}` })}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled htmlFor="claims-form" labelKey="claims.colForm">
              <select id="claims-form" className="form-control" value={form} onChange={filter(setForm)}>
                <option value="">{intl.formatMessage({ id: 'claims.everyForm' })}</option>
                {CLAIM_FORMS.map((f) => (
                  <option key={f} value={f}>
                    {intl.formatMessage({ id: `claims.form.${f}` })}
                  </option>
                ))}
              </select>
            </Labelled>
          </div>
        )}
        <DataTable
          rows={data?.claims ?? []}
          columns={columns}
          rowKey={(c) => c.id}
          pager="none"
          pageSize={PAGE}
          loading={list.isFetching}
          emptyTitle={intl.formatMessage({ id: 'claims.none' })}
          emptyText={intl.formatMessage({ id: 'claims.noneText' })}
          label={intl.formatMessage({ id: 'claims.title' })}
          testId="claims-table"
        />
        <ServerPager
          page={data?.page ?? page}
          pageSize={PAGE}
          total={data?.total ?? 0}
          rowsOnPage={data?.claims.length ?? 0}
          busy={list.isFetching}
          onPage={setPage}
        />
      </PageCard>
      <section className="card" aria-labelledby="claims-sheet-title">
        <h2 className="card-title" id="claims-sheet-title">
          <FormattedMessage id="claims.sheetCard" />
        </h2>
        <p className="page-subtitle">
          <FormattedMessage id="claims.sheetHint" />
        </p>
        <div className="claims-filters">
          <Labelled htmlFor="claims-sheet-agent" labelKey="claims.colAgent">
            <select id="claims-sheet-agent" className="form-control" value={agent} onChange={(e) => setAgent(e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'claims.everyAgent' })}</option>
              {agents.map((u) => (
                <option key={u.id} value={u.id}>
                  {[u.f_name, u.l_name].filter(Boolean).join(' ')}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled htmlFor="claims-sheet-lang" labelKey="claims.language">
            <select id="claims-sheet-lang" className="form-control" value={lang} onChange={(e) => setLang(e.target.value as RollLanguage)}>
              {ROLL_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {intl.formatMessage({ id: `claims.lang.${l}` })}
                </option>
              ))}
            </select>
          </Labelled>
        </div>
        <button type="button" className="btn btn-primary" disabled={printing.isLoading} onClick={() => void print()} data-testid="claims-print">
          <FormattedMessage id={printing.isLoading ? 'export.preparing' : 'claims.print'} />
        </button>
      </section>
      <ScoreboardCard acno={acno} />
      {editing && <ClaimModal acno={acno} partno={partno} claim={editing === 'new' ? null : editing} agents={agents} onClose={() => setEditing(null)} />}
    </div>
  );
}
