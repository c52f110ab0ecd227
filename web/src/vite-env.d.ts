/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Analytics (payment events) runs only where this and the app id are set, and only after cookie consent. */
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  readonly VITE_TWITCH_CLIENT_ID?: string;
  readonly VITE_TWITCH_AUTHORIZE_URL?: string;
  /** The Twitch embed player (the sandbox's stand-in locally: no internet). */
  readonly VITE_TWITCH_PLAYER_URL?: string;
  readonly VITE_RIOT_CLIENT_ID?: string;
  readonly VITE_RIOT_AUTHORIZE_URL?: string;
  /** Set by the emulator scripts: "unavailable" where the Storage emulator cannot run. */
  readonly VITE_STORAGE?: string;
  readonly VITE_PAYPAL_CLIENT_ID?: string;
  /** Set where the real PayPal script cannot load (local, tests): the deposit form uses the sandbox checkout. */
  readonly VITE_PAYPAL_SANDBOX_URL?: string;
}
