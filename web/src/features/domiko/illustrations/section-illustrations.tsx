import { localizedContent } from '@/components/localized-content';
import type { FeatureId } from '@/features/domiko/domiko-features';
import { AppScreen } from './app-screen';
import type { ScreenMessageId } from './screen-messages-en';
import { featureScreens } from './screens';

// The screens' labels come with the drawings, in the visitor's language only, never with the page's text.
const screenMessages = localizedContent<Readonly<Record<ScreenMessageId, string>>>({
  en: () => import('./screen-messages-en').then((module) => module.screenMessagesEn),
  fr: () => import('./screen-messages-fr').then((module) => module.screenMessagesFr),
});
await screenMessages.preload();

/** The two drawn screens of one section (a chunk of its own: the drawings follow the text). */
export default function SectionIllustrations(props: {
  id: FeatureId;
  eager: boolean;
  className: (device: 'phone' | 'tablet') => string;
}) {
  const messages = screenMessages.useContent();
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
