import { ACCOUNT_MESSAGES } from '@bizgift/domain/account';
import { SANDBOX_CARRIERS, SANDBOX_DEFAULT_PERSON } from './sandbox.ts';

/**
 * The HTML of the identity popup: the sandbox provider's form and the result page every provider's
 * callback lands on. The CSP allows no inline script, so the little script lives at RESULT_SCRIPT_PATH.
 */

export const RESULT_SCRIPT_PATH = '/api/identities/kcp/result.js';
export const RESULT_COOKIE = 'kcp_identity_result';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',system-ui,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:480px;margin:0 auto;padding:28px 24px}header{display:flex;align-items:center;gap:8px;margin-bottom:6px}
.badge{font-size:12px;font-weight:700;color:#fff;background:#c2410c;border-radius:4px;padding:2px 6px}
h1{font-size:20px;margin:0}p.lead{margin:4px 0 20px;color:#6b7280;font-size:14px;line-height:1.5}
form{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:20px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}label:first-of-type{margin-top:0}
input,select{width:100%;height:44px;border:1px solid #d1d5db;border-radius:8px;padding:0 12px;font-size:15px;background:#fff}
input:focus,select:focus{outline:2px solid #2563eb;outline-offset:-1px;border-color:#2563eb}
.row{display:flex;gap:8px}.row>*{flex:1}.actions{display:grid;grid-template-columns:2fr 1fr 1fr;gap:8px;margin-top:22px}
button{height:46px;padding:0 20px;border-radius:8px;border:1px solid #d1d5db;background:#fff;font-size:15px;font-weight:600;cursor:pointer}
button.primary{background:#2563eb;border-color:#2563eb;color:#fff}button.danger{color:#dc2626}
.hint{font-size:12px;color:#9ca3af;margin-top:14px;line-height:1.5}.result{text-align:center;padding-top:80px}
.result h1{margin:16px 0 8px}.icon{display:flex;justify-content:center}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** Where the sandbox form posts the outcome: always our own callback, whatever Ret_URL says. */
export const SANDBOX_CALLBACK_PATH = '/api/identities/kcp/callback';

/** The sandbox popup: a person form with 인증 완료 / 취소 / 실패, posting to the callback. */
export function renderSandboxPage(fields: Record<string, string>): string {
  const hidden = ['site_cd', 'ordr_idxx', 'req_tx', 'verification_type', 'up_hash']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(fields[k] ?? '')}">`)
    .join('');
  const carriers = SANDBOX_CARRIERS.map(
    (c) =>
      `<option value="${escapeHtml(c)}"${c === SANDBOX_DEFAULT_PERSON.carrier ? ' selected' : ''}>${escapeHtml(c)}</option>`,
  ).join('');
  // The page can be opened with any query, so Ret_URL is not trusted: the person form never posts to
  // another site or to a javascript: URL.
  const action = SANDBOX_CALLBACK_PATH;
  return page(
    '휴대폰 본인인증 (샌드박스)',
    `<main><header><span class="badge">SANDBOX</span><h1>휴대폰 본인인증</h1></header>
<p class="lead">테스트용 본인인증 화면입니다. 실제 인증 없이 아래 정보로 인증 결과를 돌려줍니다.</p>
<form method="post" action="${action}">${hidden}
<label for="user_name">이름</label><input id="user_name" name="user_name" required maxlength="30" value="${SANDBOX_DEFAULT_PERSON.name}" autocomplete="off">
<label for="phone_no">휴대폰 번호</label><input id="phone_no" name="phone_no" required inputmode="numeric" pattern="01[016789][0-9]{7,8}" maxlength="11" title="숫자만 10~11자리 (010, 011, 016, 017, 018, 019)" value="${SANDBOX_DEFAULT_PERSON.phoneNumber}">
<div class="row"><div><label for="birth_day">생년월일</label><input id="birth_day" name="birth_day" required inputmode="numeric" pattern="(19|20)[0-9]{6}" maxlength="8" title="YYYYMMDD" value="${SANDBOX_DEFAULT_PERSON.birthDate}"></div>
<div><label for="sex_code">성별</label><select id="sex_code" name="sex_code"><option value="M" selected>남</option><option value="F">여</option></select></div></div>
<label for="comm_id">통신사</label><select id="comm_id" name="comm_id">${carriers}</select>
<div class="actions"><button type="submit" class="primary" name="res_cd" value="0000">인증 완료</button><button type="submit" name="res_cd" value="cancel" formnovalidate>취소</button><button type="submit" class="danger" name="res_cd" value="9999" formnovalidate>실패</button></div>
<p class="hint">주문번호 ${escapeHtml(fields.ordr_idxx ?? '')}<br>이 창은 10분 후 자동으로 닫힙니다.</p>
</form></main>`,
  );
}

export type PopupResult = 'success' | 'fail' | 'cancel' | 'error';

const CHECK_PATH = 'M7 12.5l3.2 3.2L17 9';
const ALERT_PATH = 'M12 7.5v5.5M12 16.2v.3';
const icon = (color: string, path: string) =>
  `<svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="${color}" opacity=".14"/><path d="${path}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const RESULT_TEXT: Record<PopupResult, { icon: string; title: string }> = {
  success: { icon: icon('#16a34a', CHECK_PATH), title: ACCOUNT_MESSAGES.identitySuccess },
  fail: { icon: icon('#dc2626', ALERT_PATH), title: ACCOUNT_MESSAGES.identityFail },
  cancel: { icon: icon('#6b7280', ALERT_PATH), title: ACCOUNT_MESSAGES.identityCancel },
  error: { icon: icon('#dc2626', ALERT_PATH), title: ACCOUNT_MESSAGES.identityError },
};

/** The page the callback answers: tells the opener (postMessage + cookie) and closes itself. */
export function renderResultPage(result: PopupResult, ordrIdxx: string, message?: string): string {
  const text = RESULT_TEXT[result];
  return page(
    text.title,
    `<main class="result" id="identity-result" data-result="${result}" data-ordr-idxx="${escapeHtml(ordrIdxx)}" data-message="${escapeHtml(message ?? '')}">
<div class="icon">${text.icon}</div><h1>${escapeHtml(text.title)}</h1>
<p class="lead">${escapeHtml(message ?? '이 창은 자동으로 닫힙니다.')}</p><button type="button" id="close-popup">창 닫기</button></main>
<script src="${RESULT_SCRIPT_PATH}"></script>`,
  );
}

/** Sends the outcome to the opener (same origin only) and closes the popup. */
export const RESULT_SCRIPT = `(function(){
var el=document.getElementById('identity-result');if(!el)return;
var msg={type:'bizgift:identity',result:el.dataset.result,ordr_idxx:el.dataset.ordrIdxx,message:el.dataset.message||undefined};
try{if(window.opener&&!window.opener.closed)window.opener.postMessage(msg,window.location.origin);}catch(e){}
var btn=document.getElementById('close-popup');if(btn)btn.addEventListener('click',function(){window.close();});
setTimeout(function(){window.close();},400);
})();`;
