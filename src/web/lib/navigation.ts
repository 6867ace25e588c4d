/**
 * Navigation for code that runs outside React components (openProduct, error reporting). The app shell
 * plugs in the router's navigate; before that (and in isolation) a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
