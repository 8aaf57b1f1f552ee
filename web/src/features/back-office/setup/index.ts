/** The setup: what the owner still has to configure, as a view and as the checklist the layout shows. */
export { SetupChecklist } from './setup-checklist';
