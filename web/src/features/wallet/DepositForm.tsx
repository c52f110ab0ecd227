import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import { Alert, Chip, InputAdornment, Link, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DepositLimitsResult } from '@shared/preferences/limitUsage';
import { PERIOD_LABELS } from '@shared/preferences/limitUsage';
import { DEPOSIT_LIMIT_PERIODS } from '@shared/preferences/preferences';
import { amountCentsOf } from './amountInput';
import { BonusHint } from './BonusHint';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { enabledMethods } from './paymentMethods';
import { PaypalCheckout } from '../../ui/paypal/PaypalCheckout';
import { depositPurchase } from './paypal/paypalDeposit';
import { BankTransferConfirm } from './truelayer/BankTransferConfirm';
import { formatPence } from './gbp';
import { TrueLayerCheckout } from './truelayer/TrueLayerCheckout';
import { useAppSettings, useFeatureFlags } from '../remoteConfig';
import { bankPaymentStatusPath, useDepositCheckout } from './useDepositCheckout';
import { useDepositLimits } from './useDepositLimits';
import { DEPOSIT_MAX_CENTS, DEPOSIT_MIN_CENTS } from '@shared/wallet/constants';
import { formatCents } from '@shared/core/money';
import { depositFormSchema } from '@shared/wallet/schemas';
import type { UserDoc } from '@shared/users/types';
import { PREFERENCE_PATHS } from '../../lib/paths';

const QUICK_AMOUNTS = [10, 25, 50, 100, 250];

interface AmountValues {
  amount: string;
}

/** The tightest remaining deposit allowance, for the line under the amount. */
function tightestLimit(usage: DepositLimitsResult) {
  return DEPOSIT_LIMIT_PERIODS.map((period) => ({ period, remaining: usage[period].remaining })).reduce((a, b) =>
    b.remaining < a.remaining ? b : a,
  );
}

function LimitsLine({ usage, onNavigate }: { usage: DepositLimitsResult | undefined; onNavigate: () => void }) {
  const tightest = usage ? tightestLimit(usage) : null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="deposit-limits-line">
      {tightest &&
        (tightest.remaining > 0
          ? `You can deposit up to ${formatCents(Math.min(tightest.remaining, DEPOSIT_MAX_CENTS))} now (${PERIOD_LABELS[tightest.period].toLowerCase()} limit). `
          : `You have reached your ${PERIOD_LABELS[tightest.period].toLowerCase()} deposit limit. `)}
      <Link component={RouterLink} to={PREFERENCE_PATHS.preferences} onClick={onNavigate} color="secondary">
        Set your deposit limits
      </Link>
    </Typography>
  );
}

/**
 * The deposit form: amount in dollars (validated with the shared schema against the user's remaining deposit
 * limits), quick amounts, the bonus hint and the payment methods, then the chosen checkout.
 */
export function DepositForm({ uid, userDoc, onNavigate }: { uid: string; userDoc: UserDoc; onNavigate: () => void }) {
  const limits = useDepositLimits(uid);
  const { flags, loading: flagsLoading } = useFeatureFlags();
  const methods = enabledMethods(flags);
  const { settings } = useAppSettings();
  const [now] = useState(() => Date.now());
  const schema = useMemo(() => depositFormSchema(limits.usage), [limits.usage]);

  const formik = useFormik<AmountValues>({
    initialValues: { amount: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      const [method] = methods;
      const cents = amountCentsOf(values.amount);
      if (method && cents !== null) await start(method, cents);
    },
  });
  const { checkout, bankPending, start, paypal, bank } = useDepositCheckout({
    onCompleted: () => {
      formik.resetForm();
      limits.reload();
    },
    onLeave: onNavigate,
  });

  const { validateForm } = formik;
  const amountEntered = formik.values.amount.trim() !== '';
  useEffect(() => {
    // New limits change the rules: check the amount already typed against them.
    if (amountEntered) void validateForm();
  }, [schema, amountEntered, validateForm]);

  const amountCents = amountCentsOf(formik.values.amount);
  const busy = checkout.step !== 'idle';
  // While a checkout is open only the amount stays on screen, so the provider's page gets the room.
  const checkingOut = busy && checkout.step !== 'bank-creating';
  const limitsPending = limits.loading && !limits.usage;
  const canPay = !busy && amountEntered && formik.isValid && !limitsPending;
  const error = formik.errors.amount;
  const showError = Boolean((formik.touched.amount || amountEntered) && error);

  const pick = async (method: (typeof methods)[number]) => {
    const errors = await formik.validateForm();
    void formik.setFieldTouched('amount', true, false);
    if (errors.amount || amountCents === null) return;
    await start(method, amountCents);
  };

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Deposit" sx={{ gap: 2.5 }}>
      <Stack sx={{ gap: 1.25 }}>
        <TextField
          id="deposit-amount"
          name="amount"
          label="Amount"
          value={formik.values.amount}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={showError}
          helperText={
            showError ? error : `Minimum ${formatCents(DEPOSIT_MIN_CENTS)}, maximum ${formatCents(DEPOSIT_MAX_CENTS)} per deposit.`
          }
          disabled={busy}
          autoComplete="off"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', maxLength: 10, style: { fontSize: '1.5rem', fontWeight: 700 } },
          }}
        />
        {!checkingOut && (
          <>
            <Stack direction="row" role="group" aria-label="Quick amounts" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {QUICK_AMOUNTS.map((dollars) => (
                <Chip
                  key={dollars}
                  label={`$${dollars}`}
                  clickable
                  disabled={busy}
                  color={formik.values.amount === String(dollars) ? 'primary' : 'default'}
                  variant={formik.values.amount === String(dollars) ? 'filled' : 'outlined'}
                  onClick={() => {
                    void formik.setFieldValue('amount', String(dollars));
                    void formik.setFieldTouched('amount', true, false);
                  }}
                />
              ))}
            </Stack>
            <LimitsLine usage={limits.usage} onNavigate={onNavigate} />
            {limits.error && <Alert severity="warning">Your deposit limits could not be checked: {limits.error}</Alert>}
            <BonusHint
              config={settings.bonus}
              amountCents={formik.isValid ? amountCents : null}
              lastBonusAt={userDoc.lastBonusAt?.toMillis() ?? null}
              now={now}
            />
          </>
        )}
      </Stack>

      {checkout.step === 'paypal' && (
        <PaypalCheckout
          amountCents={checkout.amountCents}
          purchase={depositPurchase(uid)}
          bookingLabel={`Adding ${formatCents(checkout.amountCents)} to your balance…`}
          onCaptured={paypal.onCaptured}
          onFailed={paypal.onFailed}
          onCancelled={paypal.onCancelled}
        />
      )}
      {(checkout.step === 'bank-confirm' || checkout.step === 'bank-modal') && (
        <BankTransferConfirm
          amountCents={checkout.amountCents}
          amountPence={checkout.payment.amountPence}
          usdToGbp={checkout.payment.usdToGbp}
          onConfirm={bank.confirm}
          onBack={bank.onAbort}
        />
      )}
      {checkout.step === 'bank-modal' && (
        <TrueLayerCheckout
          hostedPageUrl={checkout.payment.hostedPageUrl}
          onDone={bank.onDone}
          onAbort={bank.onAbort}
          onBankTabClosed={bank.onBankTabClosed}
          onDeclined={bank.onDeclined}
          onError={bank.onError}
        />
      )}
      {(checkout.step === 'idle' || checkout.step === 'bank-creating') && (
        <PaymentMethodPicker
          methods={methods}
          loading={flagsLoading}
          disabled={!canPay}
          pending={checkout.step === 'bank-creating' ? 'truelayer' : null}
          onPick={(method) => void pick(method)}
        />
      )}

      {bankPending && (
        <Alert severity="info" icon={<HourglassTopRoundedIcon />} role="status">
          Your bank payment of {formatPence(bankPending.amountPence)} is being confirmed. Your balance updates as soon as
          it settles.{' '}
          <Link
            component={RouterLink}
            to={bankPaymentStatusPath(bankPending.paymentId)}
            onClick={onNavigate}
            color="inherit"
            sx={{ fontWeight: 700 }}
          >
            Follow this payment
          </Link>
        </Alert>
      )}
    </Stack>
  );
}
