// /area (screens): the add form above the list of areas (active switch, edit, delete).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import PageCard from '../../components/PageCard';
import { success } from '../../components/dialogs';
import AreaForm from './AreaForm';
import AreaList from './AreaList';
import './areas.css';

export default function AreaPage() {
  const intl = useIntl();
  // a new key gives an empty form (and an empty map) after each add
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="area-page">
      <PageCard titleKey="area.title" subtitleKey="area.subtitle">
        <AreaForm
          key={formKey}
          onSaved={() => {
            void success(intl, 'dialog.success', 'area.added');
            setFormKey((k) => k + 1);
          }}
        />
      </PageCard>
      <AreaList />
    </div>
  );
}
