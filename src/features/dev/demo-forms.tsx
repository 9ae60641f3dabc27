// Gallery: fields in every state (empty, hint, error that clears when fixed, password, prefix,
// disabled), select, checkbox, amount with quick amounts, segmented control.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { TextField } from '../../components/form-field.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { SelectField } from '../../components/select.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useSample } from './samples.ts';

const QUICK_AMOUNTS = [500, 1000, 5000, 10000, 25000, 50000] as const;
const USERNAME = /^[A-Za-z0-9]{8,16}$/;

export function FieldsDemo() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('bad name!');
  const [password, setPassword] = useState('secret123');
  const [phone, setPhone] = useState('');
  const f = useFormat();
  return (
    <div className="demo-stack">
      <TextField label={t('fields.name')} value="" onChange={() => {}} placeholder={t('placeholders.name')} />
      <TextField
        label={t('fields.username')}
        hint={t('placeholders.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error="usernameInvalid"
        validate={(v) => (USERNAME.test(v) ? undefined : 'usernameInvalid')}
      />
      <TextField label={t('fields.password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextField
        label={t('fields.phone')}
        prefix={f.digits('+88')}
        inputMode="numeric"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        placeholder={t('placeholders.phone')}
      />
      <TextField label={t('fields.email')} value="rahim@example.com" onChange={() => {}} disabled />
    </div>
  );
}

export function ChoicesDemo() {
  const { t } = useTranslation('auth');
  const s = useSample();
  const [currency, setCurrency] = useState<'BDT' | 'INR' | 'PKR'>('BDT');
  const [agree, setAgree] = useState(false);
  const [range, setRange] = useState<'today' | 'yesterday' | 'last7'>('today');
  const [side, setSide] = useState<'back' | 'lay'>('back');
  return (
    <div className="demo-stack">
      <SelectField
        label={t('fields.currency')}
        value={currency}
        onChange={setCurrency}
        options={[
          { value: 'BDT', label: 'BDT' },
          { value: 'INR', label: 'INR' },
          { value: 'PKR', label: 'PKR' },
        ]}
      />
      <Checkbox label={s.agree} checked={agree} onChange={setAgree} error={s.mustAgree} />
      <SegmentedControl
        label={s.history}
        showLabel
        value={range}
        onChange={setRange}
        options={[
          { value: 'today', label: s.today },
          { value: 'yesterday', label: s.yesterday },
          { value: 'last7', label: s.last7 },
        ]}
      />
      <SegmentedControl
        label={s.market}
        value={side}
        onChange={setSide}
        options={[
          { value: 'back', label: s.back },
          { value: 'lay', label: s.lay },
        ]}
      />
    </div>
  );
}

export function AmountDemo() {
  const { t } = useTranslation('wallet');
  const s = useSample();
  const [amount, setAmount] = useState('');
  const [wrong, setWrong] = useState('');
  return (
    <div className="demo-stack">
      <AmountInput label={t('amount')} value={amount} onChange={setAmount} quickAmounts={QUICK_AMOUNTS} min={200} max={25000} />
      <AmountInput label={t('amount')} value={wrong} onChange={setWrong} min={200} max={25000} error={s.amountError} />
    </div>
  );
}
