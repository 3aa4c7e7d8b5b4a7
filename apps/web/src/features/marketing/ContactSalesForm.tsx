import { useEffect, useId, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_TIERS,
  EMPLOYEE_RANGES,
  contactFormReady,
  type ContactSalesRequest,
  type ContactSalesResponse,
  type ContactTier,
} from '@vigil/shared';
import { ApiError, api } from '../../api/client';
import { loadCountries } from './countries';

export const TIER_LABELS: Record<ContactTier, string> = {
  Enterprise: 'Enterprise',
  FOUNDATION: 'Foundation',
  SUMMIT: 'Summit',
};

interface Values {
  name: string;
  email: string;
  company: string;
  phone: string;
  country: string | null;
  employees: string;
  message: string;
  tier: ContactTier;
}

const empty = (tier: ContactTier): Values => ({
  name: '',
  email: '',
  company: '',
  phone: '',
  country: null,
  employees: '',
  message: '',
  tier,
});

/**
 * Sends an enquiry; resolves with the text to show. Rejects with the server's message for a request
 * it refused (validation, rate limit), else with the spec's fallback text.
 */
async function sendEnquiry(body: ContactSalesRequest): Promise<string> {
  try {
    const res = await api.post<ContactSalesResponse>('/contact/sales', body, { anonymous: true });
    return res?.message || CONTACT_MESSAGES.success;
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message)
      throw new Error(err.message);
    throw new Error(CONTACT_MESSAGES.failure);
  }
}

export interface ContactSalesFormProps {
  /** Tier preselected in the form; the user may still change it. */
  tier: ContactTier;
  /** Called with the outcome text and its type; the host shows the toast. */
  onResult: (message: string, type: 'success' | 'error') => void;
  /** Called after a successful send (the dialog closes itself here). */
  onSent?: () => void;
  /** Extra actions beside Send (the dialog's Cancel). */
  secondaryAction?: React.ReactNode;
  autoFocus?: boolean;
}

/**
 * The contact-sales form shared by the modal and /contact (spec section 2): Send is enabled only
 * when name, email, company and country are filled; the email format is checked by the browser.
 */
export function ContactSalesForm({
  tier,
  onResult,
  onSent,
  secondaryAction,
  autoFocus,
}: ContactSalesFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => empty(tier));
  const [honeypot, setHoneypot] = useState('');
  const [countries, setCountries] = useState<string[]>([]);
  const [countriesLoading, setCountriesLoading] = useState(true);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    loadCountries().then((list) => {
      if (!live) return;
      setCountries(list);
      setCountriesLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    setValues((v) => ({ ...v, tier }));
  }, [tier]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const ready = contactFormReady({ ...values, country: values.country ?? '' });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    try {
      const message = await sendEnquiry({
        name: values.name,
        email: values.email,
        company: values.company,
        phone: values.phone,
        country: values.country ?? '',
        employees: values.employees as ContactSalesRequest['employees'],
        message: values.message,
        tier: values.tier,
        [CONTACT_HONEYPOT_FIELD]: honeypot,
      });
      onResult(message, 'success');
      setValues(empty(tier));
      setHoneypot('');
      onSent?.();
    } catch (err) {
      onResult(
        err instanceof Error && err.message ? err.message : CONTACT_MESSAGES.failure,
        'error',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Contact sales"
      data-testid="contact-sales-form"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Full name"
            name="name"
            required
            fullWidth
            autoFocus={autoFocus}
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Work email"
            name="email"
            type="email"
            required
            fullWidth
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.email } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Company"
            name="company"
            required
            fullWidth
            autoComplete="organization"
            value={values.company}
            onChange={(e) => set('company')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.company } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Phone (optional)"
            name="phone"
            type="tel"
            fullWidth
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set('phone')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.phone } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Autocomplete
            id={`${id}-country`}
            options={countries}
            loading={countriesLoading}
            value={values.country}
            onChange={(_e, v) => set('country')(v)}
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                label="Country"
                name="country"
                required
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' },
                }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label="Company size"
            name="employees"
            fullWidth
            value={values.employees}
            onChange={(e) => set('employees')(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Select number of employees</option>
            {EMPLOYEE_RANGES.map((r) => (
              <option key={r} value={r}>
                {r} employees
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            select
            label="Plan of interest"
            name="tier"
            fullWidth
            value={values.tier}
            onChange={(e) => set('tier')(e.target.value as ContactTier)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CONTACT_TIERS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            label="How can we help?"
            name="message"
            fullWidth
            multiline
            minRows={3}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.message } }}
          />
        </Grid>
      </Grid>

      {/* Honeypot: invisible to people and assistive technology; bots that fill it are dropped. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
          left: -10000,
        }}
      >
        <label htmlFor={`${id}-${CONTACT_HONEYPOT_FIELD}`}>Website</label>
        <input
          id={`${id}-${CONTACT_HONEYPOT_FIELD}`}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </Box>

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
        {secondaryAction}
        <Button type="submit" variant="contained" disabled={!ready || sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </Box>
    </Box>
  );
}
