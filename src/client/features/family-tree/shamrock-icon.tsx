import type { ComponentProps } from 'react';

/**
 * A filled shamrock: the clover mark of an Irish-born member. Drawn here because an outline
 * clover icon at 16 px reads as a crossed circle. Pass aria-label (with role="img") or aria-hidden.
 */
export function ShamrockIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" focusable="false" {...props}>
      <circle cx="13.7" cy="6.2" r="2.7" />
      <circle cx="10.3" cy="6.2" r="2.7" />
      <path d="M12 10.5 15.9 6.2H8.1Z" />
      <circle cx="14.87" cy="14.12" r="2.7" />
      <circle cx="16.57" cy="11.18" r="2.7" />
      <path d="M12 10.5 13.77 16.03 17.67 9.27Z" />
      <circle cx="7.43" cy="11.18" r="2.7" />
      <circle cx="9.13" cy="14.12" r="2.7" />
      <path d="M12 10.5 6.33 9.27 10.23 16.03Z" />
      <path d="M12 11q.5 6 4.5 11" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </svg>
  );
}
