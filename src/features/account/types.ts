export type LoginModalProps = {
  onClose: () => void;
  /** After signing in; by default the page reloads so it shows the signed-in state. */
  onSignedIn?: () => void;
};
