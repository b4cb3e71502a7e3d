import { Link } from 'react-router';
import { useFooterInfo } from '../../api/content.ts';
import { FOOTER_LINKS } from './navigation.ts';

/** SPEC §2 Layout footer: links and company info, with fallback values when the call fails. */
export function Footer() {
  const info = useFooterInfo();

  const facts: [string, string][] = [
    ['상호', info.company_name],
    ['대표', info.admin_name],
    ['개인정보보호책임자', info.privacy_officer],
    ['사업자등록번호', info.business_number],
    ['주소', info.company_address],
    ['고객센터', info.contact_phone],
    ['이메일', info.contact_email],
  ];

  return (
    // Below every page's first screen: laid out and painted when it comes near (its height kept once shown).
    <footer className="mt-20 border-t border-gray-200 bg-gray-50 [content-visibility:auto] [contain-intrinsic-block-size:auto_30rem]">
      <div className="border-b border-gray-200 bg-white">
        <nav aria-label="하단 메뉴" className="mx-auto max-w-7xl px-4 lg:px-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 py-4 text-[13px] sm:text-sm">
            {FOOTER_LINKS.map((link, i) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={
                    i === 0 ? 'font-bold text-gray-900 hover:underline' : 'text-gray-600 hover:text-gray-900'
                  }
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 lg:flex lg:items-start lg:justify-between lg:gap-10 lg:px-6">
        <div>
          <p className="text-base font-bold text-gray-800">
            Biz<span className="text-brand-600">Gift</span>
            <span className="ml-1.5 text-sm font-medium text-gray-500">{info.company_name}</span>
          </p>
          <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs leading-relaxed text-gray-500 sm:text-[13px]">
            {facts.map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt className="text-gray-500">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-xs text-gray-500">{info.copyright}</p>
        </div>
        <div className="mt-6 shrink-0 rounded-2xl border border-gray-200 bg-white px-5 py-4 lg:mt-0">
          <p className="text-xs font-medium text-gray-500">고객센터</p>
          <p className="mt-1 text-xl font-bold text-gray-900 tabular-nums">{info.contact_phone}</p>
          <p className="mt-1 text-xs text-gray-500">평일 09:00 - 18:00 (주말·공휴일 휴무)</p>
        </div>
      </div>
    </footer>
  );
}
