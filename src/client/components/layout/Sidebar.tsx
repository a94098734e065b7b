import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import Icon from './icons';
import type { MenuGroup, MenuItem, MenuNode } from './menu';

const VARIANT_KEYS: Record<number, string> = { 0: 'layout.variant.super', 1: 'layout.variant.loksevak', 2: 'layout.variant.survey' };

interface Props {
  nodes: MenuNode[];
  installationType: number | null;
  /** screens: while onboarding (steps 1-3) the menu is shown but cannot be used. */
  disabled: boolean;
  colour: string;
  open: boolean;
}

export default function Sidebar({ nodes, installationType, disabled, colour, open }: Props) {
  const intl = useIntl();
  const variantKey = installationType != null ? VARIANT_KEYS[installationType] : undefined;
  return (
    <aside
      className={`sidebar sidebar-${colour}${open ? '' : ' collapsed'}`}
      aria-label={intl.formatMessage({ id: 'layout.menu' })}
      // closed, it is off screen: neither its links take the focus nor a screen reader reads it
      inert={!open}
    >
      <div className="sidebar-header">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="sidebar-title">
          {variantKey ? (
            <FormattedMessage id="layout.adminTitle" values={{ variant: intl.formatMessage({ id: variantKey }) }} />
          ) : (
            <FormattedMessage id="layout.admin" />
          )}
        </span>
      </div>
      {disabled && (
        <p className="sidebar-note">
          <Icon name="lock" size={14} /> <FormattedMessage id="layout.menuLocked" />
        </p>
      )}
      <nav className={`sidebar-nav${disabled ? ' disabled' : ''}`} aria-disabled={disabled || undefined}>
        <ul>
          {nodes.map((n) =>
            n.kind === 'item' ? <Item key={n.path} item={n} disabled={disabled} /> : <Group key={n.labelKey} group={n} disabled={disabled} />,
          )}
        </ul>
      </nav>
    </aside>
  );
}

function Item({ item, disabled }: { item: MenuItem; disabled: boolean }) {
  const label = (
    <>
      <Icon name={item.icon} />
      <span>
        <FormattedMessage id={item.labelKey} />
      </span>
    </>
  );
  return (
    <li>
      {disabled ? (
        <span className="nav-link disabled" aria-disabled="true">
          {label}
        </span>
      ) : (
        <NavLink to={item.path} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
          {label}
        </NavLink>
      )}
    </li>
  );
}

function Group({ group, disabled }: { group: MenuGroup; disabled: boolean }) {
  const { pathname } = useLocation();
  const containsCurrent = group.children.some((c) => pathname.startsWith(c.path));
  const [open, setOpen] = useState(containsCurrent);
  const id = `group-${group.labelKey.replace(/\W/g, '-')}`;
  return (
    <li className={`nav-group${open ? ' open' : ''}`}>
      <button
        type="button"
        className={`nav-link${disabled ? ' disabled' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <Icon name={group.icon} />
        <span>
          <FormattedMessage id={group.labelKey} />
        </span>
        <span className="nav-chevron">
          <Icon name="chevron" size={14} />
        </span>
      </button>
      {open && !disabled && (
        <ul id={id} className="nav-sub">
          {group.children.map((c) => (
            <Item key={c.path} item={c} disabled={disabled} />
          ))}
        </ul>
      )}
    </li>
  );
}
