/** 示例 beside a placeholder filing value, so no one takes it for a filing. */
import { useAppData } from '../appDataContext';

export function DemoMark({ value }: { value: string }) {
  return useAppData().site.filings.demoValues.includes(value) ? <span>（示例）</span> : null;
}
