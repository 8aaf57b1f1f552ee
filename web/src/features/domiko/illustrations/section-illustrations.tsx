import type { FeatureId } from '@/features/domiko/domiko-features';
import { AppScreen } from './app-screen';
import { screenCatalogue } from './screen-catalogue';
import { featureScreens } from './screens';

await screenCatalogue.preload();

/** The two drawn screens of one section (a chunk of its own, loaded once a section comes near the viewport). */
export default function SectionIllustrations(props: {
  id: FeatureId;
  eager: boolean;
  className: (device: 'phone' | 'tablet') => string;
}) {
  const messages = screenCatalogue.useContent();
  return featureScreens[props.id].map((screen, i) => (
    <AppScreen
      key={i}
      screen={screen}
      messages={messages}
      // The first screen's pair is drawn one device per task: both in one go were a single 10-20 ms layout.
      eager={props.eager && i === 0}
      className={props.className(screen.device)}
    />
  ));
}
