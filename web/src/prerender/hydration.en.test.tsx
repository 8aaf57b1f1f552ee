import { describeHydrationOfEveryRoute } from './testing/hydrate-every-route';

describeHydrationOfEveryRoute('en');
