import { IntroPage } from '../ui/IntroPage';
import type { PageProps } from './registry';

export default function AboutPage({ route }: PageProps) {
  return <IntroPage route={route} />;
}
