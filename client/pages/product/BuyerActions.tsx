/**
 * The hero's two actions on a product or studio page. 申请试用 opens the cooperation form
 * with this product as its 使用场景 (a link to /cooperation.html?product=… until JavaScript
 * runs); 在线咨询 opens the chat with a question about this product first, and without
 * JavaScript is a link to the WeChat QR code and service line of the cooperation page.
 */
import type { MouseEvent } from 'react';
import { CONTACT_ANCHOR, cooperationHref, productOf } from '../../../shared/cooperation';
import type { PageEntry } from '../../../shared/routeTable';
import { useCooperationLink } from '../../cooperation/CooperationContext';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { openChat } from '../../widget/openChat';

/** The question 在线咨询 puts first in the chat's suggestions. */
export const consultQuestion = (page: PageEntry): string => `介绍一下${page.name}的功能和适用场景`;

export function BuyerActions({ page }: { page: PageEntry }) {
  const product = productOf(page.path);
  const trial = useCooperationLink({ product });
  const onConsult = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openChat(consultQuestion(page));
  };
  return (
    <>
      <ButtonLink {...trial} $size="large">
        申请试用
      </ButtonLink>
      <ButtonLink href={`${cooperationHref({ product })}#${CONTACT_ANCHOR}`} onClick={onConsult} $variant="light" $size="large">
        <Icon name="message-circle" size={20} />
        在线咨询
      </ButtonLink>
    </>
  );
}
