export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#166534" />
      <g fill="#fff">
        <circle cx="24" cy="24" r="9" />
        <circle cx="40" cy="24" r="9" />
        <circle cx="32" cy="38" r="9" />
        <circle cx="32" cy="29" r="5" />
      </g>
      <path d="M32 40 C33 48 36 53 40 56" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
