import { IntroPage } from '../ui/IntroPage';
import type { PageProps } from './registry';

export default function CollegePage({ route }: PageProps) {
  return <IntroPage route={route} />;
}
