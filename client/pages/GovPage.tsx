import { IntroPage } from '../ui/IntroPage';
import type { PageProps } from './registry';

export default function GovPage({ route }: PageProps) {
  return <IntroPage route={route} />;
}
