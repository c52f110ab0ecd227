import { createHmac, randomBytes } from 'node:crypto';
import { bearerToken, json, type Routes, type SandboxRequest, type SandboxResponse } from './http';
import { IDENTITY_COUNTRIES, identityCheckPage } from './identityPage';
import { functionUrl, sendWebhook } from './webhooks';

/**
 * An identity-verification provider shaped like Persona's inquiries API: the server creates an inquiry for one of
 * its users (reference-id), the user fills in the hosted check page (embedded by the web app), and the provider
 * decides and tells the server through a signed webhook. The server reads the inquiry back before trusting it.
 * The sandbox approves adults (18+) located in the United Kingdom and declines everyone else.
 */
export const IDENTITY_API_KEY = 'sandbox-identity-api-key';
export const IDENTITY_WEBHOOK_SECRET = 'sandbox-identity-webhook-secret';

type InquiryStatus = 'created' | 'pending' | 'completed' | 'approved' | 'declined';

interface Inquiry {
  id: string;
  status: InquiryStatus;
  referenceId: string;
  nameFirst: string | null;
  nameLast: string | null;
  /** YYYY-MM-DD */
  birthdate: string | null;
  countryCode: string | null;
  createdAt: string;
  completedAt: string | null;
  decidedAt: string | null;
}

interface Submission {
  name: string;
  birthdate: string;
  countryCode: string;
}

const ADULT_AGE = 18;
const inquiries = new Map<string, Inquiry>();

const errors = (status: number, title: string, details?: string) => json(status, { errors: [{ title, ...(details ? { details } : {}) }] });
const unauthorized = () => errors(401, 'Unauthorized', 'A valid API key is required');
const notFound = () => errors(404, 'Record not found');

function authorized(request: SandboxRequest): boolean {
  return bearerToken(request.headers) === IDENTITY_API_KEY;
}

function inquiryJson(inquiry: Inquiry): Record<string, unknown> {
  return {
    type: 'inquiry',
    id: inquiry.id,
    attributes: {
      status: inquiry.status,
      'reference-id': inquiry.referenceId,
      'name-first': inquiry.nameFirst,
      'name-last': inquiry.nameLast,
      birthdate: inquiry.birthdate,
      'address-country-code': inquiry.countryCode,
      'created-at': inquiry.createdAt,
      'completed-at': inquiry.completedAt,
      'decisioned-at': inquiry.decidedAt,
    },
  };
}

function createInquiry(body: Record<string, unknown>): SandboxResponse {
  const data = body.data as { attributes?: Record<string, unknown> } | undefined;
  const referenceId = data?.attributes?.['reference-id'];
  if (typeof referenceId !== 'string' || !referenceId.trim()) {
    return errors(422, 'Invalid attribute', 'data.attributes.reference-id is required');
  }
  const inquiry: Inquiry = {
    id: `inq_${randomBytes(12).toString('hex')}`,
    status: 'created',
    referenceId,
    nameFirst: null,
    nameLast: null,
    birthdate: null,
    countryCode: null,
    createdAt: new Date().toISOString(),
    completedAt: null,
    decidedAt: null,
  };
  inquiries.set(inquiry.id, inquiry);
  return json(201, { data: inquiryJson(inquiry) });
}

/** A real calendar date written YYYY-MM-DD, not in the future. */
function isBirthdate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getTime() <= Date.now();
}

function ageToday(birthdate: string): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const today = new Date();
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

function submissionFrom(body: Record<string, unknown>): Submission | string {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const birthdate = typeof body.birthdate === 'string' ? body.birthdate.trim() : '';
  const countryCode = typeof body.country === 'string' ? body.country.trim().toUpperCase() : '';
  if (!name) return 'Enter your full name.';
  if (!isBirthdate(birthdate)) return 'Enter a valid date of birth.';
  if (!/^[A-Z]{2}$/.test(countryCode)) return 'Choose your country.';
  return { name, birthdate, countryCode };
}

function webhook(inquiry: Inquiry, name: string): void {
  const rawBody = JSON.stringify({
    data: {
      type: 'event',
      id: `evt_${randomBytes(12).toString('hex')}`,
      attributes: { name, 'created-at': new Date().toISOString(), payload: { data: inquiryJson(inquiry) } },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', IDENTITY_WEBHOOK_SECRET).update(`${timestamp}.${rawBody}`).digest('hex');
  sendWebhook({
    target: functionUrl('identityWebhook'),
    type: name,
    headers: { 'identity-signature': `t=${timestamp},v1=${signature}` },
    rawBody,
  });
}

/**
 * Records the user's answers and decides: approved for 18+ in the UK, declined otherwise, unless `decision`
 * forces one ('completed' leaves the inquiry waiting for a decision that never comes). Sends the webhooks a
 * provider sends, unless `deliver` is false: inquiry.completed, then inquiry.approved or inquiry.declined.
 */
function complete(inquiry: Inquiry, submission: Submission, options: { decision?: InquiryStatus; deliver?: boolean } = {}): SandboxResponse {
  const { decision, deliver = true } = options;
  if (inquiry.status !== 'created' && inquiry.status !== 'pending') return errors(409, 'Inquiry already completed');
  const [first = '', ...rest] = submission.name.split(/\s+/);
  const now = new Date().toISOString();
  inquiry.nameFirst = first;
  inquiry.nameLast = rest.join(' ') || null;
  inquiry.birthdate = submission.birthdate;
  inquiry.countryCode = submission.countryCode;
  inquiry.completedAt = now;
  const approves = ageToday(submission.birthdate) >= ADULT_AGE && submission.countryCode === 'GB';
  inquiry.status = decision ?? (approves ? 'approved' : 'declined');
  if (inquiry.status === 'approved' || inquiry.status === 'declined') inquiry.decidedAt = now;
  if (deliver) {
    webhook({ ...inquiry, status: 'completed' }, 'inquiry.completed');
    if (inquiry.decidedAt) webhook(inquiry, `inquiry.${inquiry.status}`);
  }
  return json(200, { data: inquiryJson(inquiry) });
}

function asDecision(value: unknown): InquiryStatus | undefined {
  return value === 'completed' || value === 'approved' || value === 'declined' ? value : undefined;
}

export const identityRoutes: Routes = {
  'POST /identity/api/v1/inquiries': (request) => (authorized(request) ? createInquiry(request.body) : unauthorized()),
  'GET /identity/api/v1/inquiries/:id': (request) => {
    if (!authorized(request)) return unauthorized();
    const inquiry = inquiries.get(request.params.id ?? '');
    return inquiry ? json(200, { data: inquiryJson(inquiry) }) : notFound();
  },
  /** The hosted check, shown in an iframe; `origin` is the embedding page, which gets a message on completion. */
  'GET /identity/verify': ({ query }) => {
    const inquiry = inquiries.get(query.get('inquiry-id') ?? '');
    if (inquiry?.status === 'created') inquiry.status = 'pending';
    return {
      status: inquiry ? 200 : 404,
      html: identityCheckPage({
        inquiryId: inquiry?.id ?? '',
        state: !inquiry ? 'unknown' : inquiry.status === 'pending' ? 'open' : 'done',
        origin: query.get('origin') ?? '',
      }),
    };
  },
  'POST /identity/verify/submit': ({ body }) => {
    const inquiry = inquiries.get(String(body.inquiryId ?? ''));
    if (!inquiry) return notFound();
    const submission = submissionFrom(body);
    if (typeof submission === 'string') return json(400, { message: submission });
    if (!IDENTITY_COUNTRIES.some((country) => country.code === submission.countryCode)) return json(400, { message: 'Choose your country.' });
    return complete(inquiry, submission);
  },
  /**
   * Test control: completes an inquiry as the hosted page would, without a browser. `status` forces the
   * provider's decision (e.g. 'approved' for an under-age birthdate, to prove the server checks for itself);
   * `deliver: false` loses the webhooks, so a test can send its own.
   */
  'POST /__sandbox/identity/complete': ({ body }) => {
    const inquiry = inquiries.get(String(body.inquiryId ?? ''));
    if (!inquiry) return notFound();
    const submission = submissionFrom({ name: 'Sandbox Person', ...body });
    if (typeof submission === 'string') return json(400, { message: submission });
    return complete(inquiry, submission, { decision: asDecision(body.status), deliver: body.deliver !== false });
  },
};
