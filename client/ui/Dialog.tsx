/**
 * An accessible modal dialog: labelled by its title, focus kept inside while open and
 * returned to the opener after. `dismissible={false}` ignores Escape and clicks on the
 * mask (the cooperation modal: docs/product.md#cooperation-form-rules); the close control always works.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { below } from '../theme';

export interface DialogProps {
  open: boolean;
  title: string;
  width: number;
  onClose: () => void;
  dismissible?: boolean;
  children: ReactNode;
}

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

export function Dialog({ open, title, width, onClose, dismissible = true, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return event.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <Mask data-dialog-layer="" onMouseDown={(event) => dismissible && event.target === event.currentTarget && close.current()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $width={width} onKeyDown={onKeyDown}>
        <Head>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="关闭" onClick={() => close.current()}>
            ×
          </Close>
        </Head>
        {children}
      </Panel>
    </Mask>,
    document.body,
  );
}

const Mask = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(11, 26, 58, 0.45);
`;

const Panel = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  &:focus { outline: none; }
  ${below('phone')} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.h3};
  color: ${({ theme }) => theme.color.navy};
`;

const Close = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.backgroundSoft}; }
`;
