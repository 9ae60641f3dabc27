// Staff accounts: the list with role, status and whether the authenticator is set up; a form to add a
// staff member; a role to choose and a suspend / let back in button per member. The server refuses a
// change of one's own account and any role above one's own, and says so in the form's error.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '../../../contracts/staff.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { SelectField } from '../../components/select.tsx';
import { useRead } from '../../lib/use-read.ts';
import { ListTable, RefreshButton } from './list-panel.tsx';
import { createStaff, errorKeyOf, getStaff, setStaffRole, setStaffStatus } from './staff-api.ts';

export function StaffPanel() {
  const { t } = useTranslation('operator');
  const read = useRead('operator:staff', getStaff);
  const [error, setError] = useState<string>();
  const act = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      read.refresh();
    } catch (err) {
      setError(errorKeyOf(err));
    }
  };
  const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: t(`staff.role.${r}`) }));
  return (
    <div className="operator-staff">
      <NewStaffForm onDone={read.refresh} />
      <FormError error={error} />
      <RefreshButton onClick={read.refresh} />
      <ListTable<StaffMember>
        read={read}
        label={t('staffPanel')}
        head={
          <>
            <th>{t('staff.username')}</th>
            <th>{t('staff.roleLabel')}</th>
            <th>{t('staff.statusLabel')}</th>
            <th>{t('staff.twoFactor')}</th>
          </>
        }
        row={(m) => (
          <tr key={m.id} data-testid={`staff-${m.username}`}>
            <td translate="no">{m.username}</td>
            <td>
              <SelectField
                label={t('staff.roleLabel')}
                value={m.staff_role}
                options={roleOptions}
                onChange={(role) => void act(() => setStaffRole(m.id, role as StaffRole))}
              />
            </td>
            <td>
              {t(`staff.status.${m.status}`)}{' '}
              <Button size="sm" variant="ghost" onClick={() => void act(() => setStaffStatus(m.id, m.status === 'active' ? 'suspended' : 'active'))}>
                {t(m.status === 'active' ? 'staff.suspend' : 'staff.reinstate')}
              </Button>
            </td>
            <td>{t(m.two_factor ? 'staff.twoFactorOn' : 'staff.twoFactorOff')}</td>
          </tr>
        )}
      />
    </div>
  );
}

function NewStaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('operator');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('cashier');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await createStaff({ username, password, staff_role: role });
      setUsername('');
      setPassword('');
      onDone();
    } catch (err) {
      setError(errorKeyOf(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="operator-form" onSubmit={submit} noValidate aria-label={t('staff.newTitle')}>
      <h3>{t('staff.newTitle')}</h3>
      <TextField
        label={t('staff.username')}
        name="staff_username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t('staff.password')}
        name="staff_password"
        type="password"
        autoComplete="new-password"
        hint={t('staff.passwordHint')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SelectField
        label={t('staff.roleLabel')}
        name="staff_role"
        value={role}
        options={STAFF_ROLES.map((r) => ({ value: r, label: t(`staff.role.${r}`) }))}
        onChange={(r) => setRole(r as StaffRole)}
      />
      <FormError error={error} />
      <Button type="submit" loading={busy} loadingText={t('staff.creating')}>
        {t('staff.create')}
      </Button>
    </form>
  );
}
