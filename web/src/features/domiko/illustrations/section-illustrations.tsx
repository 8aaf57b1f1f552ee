import type { FeatureId } from '@/features/domiko/domiko-features';
import { AppScreen } from './app-screen';
import { featureScreens } from './screens';

/** The two drawn screens of one section (a chunk of its own: the drawings follow the text). */
export default function SectionIllustrations(props: {
  id: FeatureId;
  eager: boolean;
  className: (device: 'phone' | 'tablet') => string;
}) {
  return featureScreens[props.id].map((screen, i) => (
    <AppScreen key={i} screen={screen} eager={props.eager} className={props.className(screen.device)} />
  ));
}
