import { escapeHtml } from './http';
import { messageOrigin, safeJson } from './pageConfig';

/**
 * The identity provider's hosted check: plain HTML with a little inline script, embedded by the web app in an
 * iframe. On completion it tells the embedding page (and only its origin, when one was given) through postMessage.
 */
export const IDENTITY_COUNTRIES = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'US', name: 'United States' },
] as const;

const CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5fa}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
header{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:14px}
.brand{font-weight:800;letter-spacing:.01em;color:#3b2fc9}
.badge{font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fde68a;color:#5b4300;border-radius:4px;padding:2px 6px}
h1{font-size:1.2rem;margin:0 0 6px}h1:focus{outline:none}
p{margin:0 0 12px}.muted{color:#5f6368;font-size:.9rem}
label{display:block;font-weight:600;margin:14px 0 6px}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #8a9099;border-radius:8px;background:#fff;color:inherit;min-height:46px}
input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #3b2fc9;outline-offset:2px}
button{font:inherit;font-weight:600;min-height:46px;width:100%;margin-top:20px;border:0;border-radius:999px;background:#3b2fc9;color:#fff;cursor:pointer}
button[disabled]{opacity:.6;cursor:progress}
.status{margin:12px 0 0;font-size:.95rem}.status:empty{margin:0}.status.error{color:#b3261e}`;

const SCRIPT = `const form=document.getElementById('check-form');const status=document.getElementById('status');
function show(id){for(const s of document.querySelectorAll('[data-screen]'))s.hidden=s.id!==id;const h=document.querySelector('#'+id+' h1');if(h){h.tabIndex=-1;h.focus();}}
const field=(id)=>document.getElementById(id).value;
function notify(result){if(window.parent===window)return;
try{window.parent.postMessage({source:'clutchpot-identity',type:'completed',inquiryId:CONFIG.inquiryId,status:result},CONFIG.origin||'*');}catch(e){console.error(e);}}
form&&form.addEventListener('submit',async(e)=>{e.preventDefault();const button=form.querySelector('button');button.disabled=true;
status.className='status';status.textContent='Checking your details…';
try{const r=await fetch('/identity/verify/submit',{method:'POST',headers:{'content-type':'application/json'},
body:JSON.stringify({inquiryId:CONFIG.inquiryId,name:field('full-name'),birthdate:field('birthdate'),country:field('country')})});
const data=await r.json().catch(()=>({}));if(!r.ok)throw new Error(data.message||'Something went wrong. Try again.');
show('done');notify(data.data.attributes.status);}
catch(err){status.className='status error';status.textContent=err.message;button.disabled=false;}});`;

export function identityCheckPage(input: { inquiryId: string; state: 'open' | 'done' | 'unknown'; origin: string }): string {
  const today = new Date().toISOString().slice(0, 10);
  const options = IDENTITY_COUNTRIES.map(
    (country) => `<option value="${country.code}"${country.code === 'GB' ? ' selected' : ''}>${escapeHtml(country.name)}</option>`,
  ).join('');
  const check = `<section id="check" data-screen aria-labelledby="check-title">
<h1 id="check-title">Confirm who you are</h1>
<p class="muted">Enter your details exactly as they appear on your ID.</p>
<form id="check-form" novalidate>
<label for="full-name">Full name</label><input id="full-name" name="full-name" type="text" autocomplete="name" required>
<label for="birthdate">Date of birth</label><input id="birthdate" name="birthdate" type="date" autocomplete="bday" max="${today}" required>
<label for="country">Country</label><select id="country" name="country" autocomplete="country">${options}</select>
<button type="submit">Submit</button>
<p id="status" class="status" role="status" aria-live="polite"></p></form></section>
<section id="done" data-screen hidden aria-labelledby="done-title"><h1 id="done-title">Thank you</h1>
<p>Your details were submitted. You can return to Clutchpot for your result.</p></section>`;
  const closed = `<section data-screen><h1>${input.state === 'done' ? 'This check is already complete' : 'This verification link is not valid'}</h1>
<p class="muted">${input.state === 'done' ? 'Return to Clutchpot for your result.' : 'Start again from Clutchpot.'}</p></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Identity check - Sandbox</title>
<style>${CSS}</style></head><body><main><div class="card">
<header><span class="brand">Identity Check</span><span class="badge">Sandbox</span></header>
${input.state === 'open' ? check : closed}</div></main>
<script>const CONFIG=${safeJson({ inquiryId: input.inquiryId, origin: messageOrigin(input.origin) })};
${SCRIPT}</script></body></html>`;
}
