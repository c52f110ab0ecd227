import { callFunction } from '../../lib/callables';

/** Disconnects the Riot account (the server turns off the chat bot, Kills + Win and bet settings for Valorant). */
export async function disconnectRiot(): Promise<void> {
  await callFunction('disconnectRiotRSO', {});
}
