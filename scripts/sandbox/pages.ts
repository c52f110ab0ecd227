import { escapeHtml } from './http';
import { messageOrigin, safeJson } from './pageConfig';

/**
 * Browser pages of the payment sandboxes: PayPal's approval page and TrueLayer's hosted payment page (both shown
 * in an iframe or popup of the web app) and the stand-in bank. Plain HTML with a little inline script.
 */
interface PageParts {
  title: string;
  css: string;
  body: string;
  config: Record<string, unknown>;
  script: string;
}

const BASE_CSS = `*{box-sizing:border-box}
html{--primary:#1f5eff;--on-primary:#fff}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f5f6f8}
main{max-width:440px;margin:0 auto;padding:20px 16px 28px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 8px}h1:focus{outline:none}
p{margin:0 0 12px}.muted{color:#5f6368;font-size:.9rem}
.amount{font-size:1.9rem;font-weight:700;margin:4px 0 12px}
label{display:block;font-weight:600;margin:12px 0 6px}
input{width:100%;font:inherit;padding:11px 12px;border:1px solid #9aa0a6;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.stack{display:grid;gap:10px;margin-top:16px}
button{font:inherit;font-weight:600;min-height:46px;padding:10px 16px;border-radius:999px;border:1px solid transparent;cursor:pointer;width:100%}
button[disabled]{opacity:.6;cursor:progress}
.primary{background:var(--primary);color:var(--on-primary)}
.secondary{background:#fff;color:#1a1a1a;border-color:#9aa0a6}
.danger{background:#fff;color:#b3261e;border-color:#b3261e}
.status{margin-top:12px;font-size:.95rem}.status:empty{margin:0}.status.error{color:#b3261e}
.badge{display:inline-block;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fde68a;color:#5b4300;border-radius:4px;padding:2px 6px}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:16px}`;

function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

function render({ title, css, body, config, script }: PageParts): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${BASE_CSS}\n${css}</style></head><body><main>${body}</main>
<script>const CONFIG=${safeJson(config)};
function show(id){for(const s of document.querySelectorAll('[data-screen]'))s.hidden=s.id!==id;const h=document.querySelector('#'+id+' h1');if(h){h.tabIndex=-1;h.focus();}}
function busy(on){for(const b of document.querySelectorAll('button'))b.disabled=on;}
async function post(path,body){const r=await fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});const data=await r.json().catch(()=>({}));if(!r.ok)throw new Error(data.message||data.title||'Something went wrong. Try again.');return data;}
${script}</script></body></html>`;
}

const PAYPAL_CSS = `html{--primary:#ffc439;--on-primary:#111}
.logo{font-weight:800;font-style:italic;font-size:1.4rem;color:#003087}.logo span{color:#0070e0}`;

const PAYPAL_SCRIPT = `function notify(type){const m={source:'paypal-sandbox',type,orderID:CONFIG.orderId};
for(const w of [window.parent!==window?window.parent:null,window.opener]){if(w){try{w.postMessage(m,CONFIG.origin||'*');}catch(e){console.error(e);}}}}
const form=document.getElementById('pay-form');const status=document.getElementById('status');
form&&form.addEventListener('submit',async(e)=>{e.preventDefault();busy(true);status.className='status';status.textContent='Processing payment…';
try{await post('/paypal/checkout/approve',{token:CONFIG.orderId,email:document.getElementById('email').value});show('approved');notify('approved');}
catch(err){status.className='status error';status.textContent=err.message;busy(false);}});
for(const b of document.querySelectorAll('[data-cancel]'))b.addEventListener('click',()=>{show('cancelled');notify('cancelled');});`;

export function paypalCheckoutPage(input: {
  orderId: string;
  known: boolean;
  approvable: boolean;
  amountValue: string;
  currency: string;
  description: string;
  origin: string;
}): string {
  const amount = input.known ? `${formatMoney(Number(input.amountValue), input.currency, 'en-US')} ${input.currency}` : '';
  const pay = `<section id="pay" data-screen aria-labelledby="pay-title">
<h1 id="pay-title">Pay Clutchpot</h1><p class="amount">${escapeHtml(amount)}</p>
${input.description ? `<p class="muted">${escapeHtml(input.description)}</p>` : ''}
<form id="pay-form" novalidate><label for="email">PayPal email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="buyer@paypal.sandbox">
<div class="stack"><button class="primary" type="submit">Pay now</button>
<button class="secondary" type="button" data-cancel>Cancel</button></div>
<p id="status" class="status" role="status" aria-live="polite"></p></form></section>`;
  const unavailable = `<section id="unavailable" data-screen>
<h1>${input.known ? 'This order was already approved' : 'Order not found'}</h1>
<p class="muted">${input.known ? 'Return to Clutchpot to finish.' : 'This PayPal order does not exist.'}</p>
<div class="stack"><button class="secondary" type="button" data-cancel>Close</button></div></section>`;
  return render({
    title: 'Pay with PayPal - Sandbox',
    css: PAYPAL_CSS,
    body: `<header><span class="logo">Pay<span>Pal</span></span><span class="badge">Sandbox</span></header><div class="card">
${input.approvable ? pay : unavailable}
<section id="approved" data-screen hidden><h1>Payment approved</h1><p>Return to Clutchpot to finish adding your money.</p></section>
<section id="cancelled" data-screen hidden><h1>Payment cancelled</h1><p>No money was taken.</p></section></div>`,
    config: { orderId: input.orderId, origin: messageOrigin(input.origin) },
    script: PAYPAL_SCRIPT,
  });
}

const HPP_SCRIPT = `function notify(type,extra){const m=Object.assign({source:'truelayer-hpp',type},extra||{});
if(window.parent!==window){try{window.parent.postMessage(m,CONFIG.origin||'*');}catch(e){console.error(e);}}}
function contrastFor(color){const probe=document.createElement('span');probe.style.color=color;document.body.append(probe);
const rgb=(getComputedStyle(probe).color.match(/\\d+/g)||[0,0,0]).map(Number);probe.remove();
const lum=(0.2126*rgb[0]+0.7152*rgb[1]+0.0722*rgb[2])/255;return lum>0.55?'#111':'#fff';}
window.addEventListener('message',(e)=>{if(e.source!==window.parent||(CONFIG.origin&&e.origin!==CONFIG.origin))return;
const d=e.data;if(d&&d.type==='appearance'&&typeof d.primaryColor==='string'&&CSS.supports('color',d.primaryColor)){
const root=document.documentElement.style;root.setProperty('--primary',d.primaryColor);root.setProperty('--on-primary',contrastFor(d.primaryColor));}});
const auth={payment_id:CONFIG.paymentId,resource_token:CONFIG.resourceToken};
function fail(id,err){const s=document.getElementById(id);s.className='status error';s.textContent=err.message;busy(false);}
document.getElementById('pick-bank')?.addEventListener('click',async()=>{notify('handoff_start');busy(true);
try{await post('/truelayer/hpp/select',auth);busy(false);show('bank');}catch(err){fail('choose-status',err);}});
for(const b of document.querySelectorAll('[data-outcome]'))b.addEventListener('click',async()=>{busy(true);
try{const p=await post('/truelayer/hpp/authorize',Object.assign({outcome:b.dataset.outcome},auth));busy(false);
if(p.status==='failed'){show('declined');}else{show('done');notify('done',{paymentId:p.id,status:p.status});}}catch(err){fail('bank-status',err);}});
document.getElementById('app-redirect')?.addEventListener('click',()=>{show('redirected');notify('provider_redirect',{uri:CONFIG.bankUri});});
document.getElementById('dismiss')?.addEventListener('click',()=>notify('error_dismissed'));
for(const b of document.querySelectorAll('[data-close]'))b.addEventListener('click',()=>notify('close'));
notify('ready');`;

const HPP_CSS = `.bank{display:flex;align-items:center;gap:12px;text-align:left;border-radius:10px;background:#fff;border:1px solid #c4c7cc;color:#1a1a1a}
.bank .mark{flex:none;width:36px;height:36px;border-radius:8px;background:#0b7a53;color:#fff;display:grid;place-items:center;font-weight:800}
.bank small{display:block;font-weight:400;color:#5f6368}.brand{font-weight:700}`;

export function trueLayerHostedPage(input: {
  valid: boolean;
  pending: boolean;
  paymentId: string;
  resourceToken: string;
  amountPence: number;
  reference: string;
  bankUri: string;
  origin: string;
}): string {
  const amount = formatMoney(input.amountPence / 100, 'GBP', 'en-GB');
  const summary = `<p class="amount">${escapeHtml(amount)}</p><p class="muted">To Clutchpot · Reference ${escapeHtml(input.reference)}</p>`;
  const closeButton = `<div class="stack"><button class="secondary" type="button" data-close>Cancel</button></div>`;
  const flow = `<section id="choose" data-screen><h1>Choose your bank</h1>${summary}
<div class="stack"><button id="pick-bank" class="bank" type="button"><span class="mark" aria-hidden="true">SB</span>
<span>Sandbox Bank<small>Test bank, no real money moves</small></span></button></div>${closeButton}
<p id="choose-status" class="status" role="status" aria-live="polite"></p></section>
<section id="bank" data-screen hidden><h1>Approve with Sandbox Bank</h1>${summary}
<div class="stack"><button class="primary" type="button" data-outcome="settle">Approve payment</button>
<button class="secondary" type="button" data-outcome="late">Approve, settle later</button>
<button id="app-redirect" class="secondary" type="button">Continue in your bank's app</button>
<button class="danger" type="button" data-outcome="fail">Decline</button>
<button class="secondary" type="button" data-close>Cancel</button></div>
<p id="bank-status" class="status" role="status" aria-live="polite"></p></section>
<section id="redirected" data-screen hidden><h1>Continue in your bank's app</h1>
<p>Sandbox Bank opened in a new tab. Approve or decline the payment there.</p>${closeButton}</section>
<section id="done" data-screen hidden><h1>Payment approved</h1><p>Your payment of ${escapeHtml(amount)} is on its way to Clutchpot.</p></section>
<section id="declined" data-screen hidden><h1>Payment declined</h1><p role="alert">Your bank declined the payment.</p>
<div class="stack"><button id="dismiss" class="primary" type="button">Dismiss</button></div></section>`;
  const unavailable = `<section id="unavailable" data-screen><h1>${input.valid ? 'This payment has already been processed.' : 'This payment link is not valid.'}</h1>
<div class="stack"><button class="secondary" type="button" data-close>Close</button></div></section>`;
  return render({
    title: 'Pay by bank - TrueLayer sandbox',
    css: HPP_CSS,
    body: `<header><span class="brand">TrueLayer</span><span class="badge">Sandbox</span></header>
<div class="card">${input.valid && input.pending ? flow : unavailable}</div>`,
    config: {
      paymentId: input.paymentId,
      resourceToken: input.resourceToken,
      bankUri: input.bankUri,
      origin: messageOrigin(input.origin),
    },
    script: HPP_SCRIPT,
  });
}

const BANK_CSS = `html{--primary:#0b7a53}body{background:#eef5f1}.brand{font-weight:800;color:#0b7a53;font-size:1.2rem}`;

const BANK_SCRIPT = `for(const b of document.querySelectorAll('[data-outcome]'))b.addEventListener('click',async()=>{busy(true);
const status=document.getElementById('status');status.className='status';status.textContent='Processing…';
try{const p=await post('/truelayer/bank/authorize',{payment_id:CONFIG.paymentId,outcome:b.dataset.outcome});
status.textContent=p.status==='failed'?'Payment declined. Returning to Clutchpot…':'Payment approved. Returning to Clutchpot…';
if(window.opener){try{window.opener.postMessage({source:'truelayer-hpp',type:'close_bank_tab'},new URL(CONFIG.returnUri).origin);}catch(e){console.error(e);}}
window.location.assign(CONFIG.returnUri);}catch(err){status.className='status error';status.textContent=err.message;busy(false);}});`;

export function trueLayerBankPage(input: {
  valid: boolean;
  pending: boolean;
  paymentId: string;
  amountPence: number;
  returnUri: string;
}): string {
  const amount = formatMoney(input.amountPence / 100, 'GBP', 'en-GB');
  const approve = `<section id="approve" data-screen><h1>Approve payment</h1>
<p class="amount">${escapeHtml(amount)}</p><p class="muted">To Clutchpot from your Sandbox Bank current account.</p>
<div class="stack"><button class="primary" type="button" data-outcome="settle">Approve</button>
<button class="danger" type="button" data-outcome="fail">Decline</button></div>
<p id="status" class="status" role="status" aria-live="polite"></p></section>`;
  const back = input.returnUri ? `<p><a href="${escapeHtml(input.returnUri)}">Return to Clutchpot</a></p>` : '';
  const unavailable = `<section id="unavailable" data-screen><h1>${input.valid ? 'This payment has already been processed.' : 'This payment link is not valid.'}</h1>${back}</section>`;
  return render({
    title: 'Sandbox Bank',
    css: BANK_CSS,
    body: `<header><span class="brand">Sandbox Bank</span><span class="badge">Sandbox</span></header>
<div class="card">${input.valid && input.pending ? approve : unavailable}</div>`,
    config: { paymentId: input.paymentId, returnUri: input.returnUri },
    script: BANK_SCRIPT,
  });
}
