import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { GAMES, type GameMode, type GameType, type StreamBetType } from '@shared/games/catalogue';
import { isLiveDealerGame, setStreamOddsFormSchema } from '@shared/streamBets/schemas';
import type { StreamOddsView } from '@shared/streamBets/types';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { streamOddsKey } from './useStreamOdds';

/** The games whose odds an admin sets: live-dealer games that offer bets. */
export const LIVE_DEALER_GAMES = (Object.keys(GAMES) as GameType[]).filter((type) => isLiveDealerGame(type));

export interface SetOddsValues {
  game: { type: GameType; mode: GameMode };
  killsTarget: number | '';
  multipliers: Partial<Record<StreamBetType, number | ''>>;
}

/** The form's values for `type`: the odds in force for it, or a blank sheet in the game's first mode. */
export function setOddsValues(type: GameType, current: StreamOddsView | undefined): SetOddsValues {
  const betTypes = GAMES[type].betTypes;
  return {
    game: { type, mode: current?.gameMode ?? GAMES[type].modes[0]! },
    killsTarget: current?.killsTarget ?? '',
    multipliers: Object.fromEntries(betTypes.map((betType) => [betType, current?.multipliers[betType] ?? ''])),
  };
}

/** The Set odds form, validated by the schema `setStreamOdds` uses; on success the page's odds reload. */
export function useSetStreamOdds(streamId: string, initial: SetOddsValues, onSet: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  return useFormik<SetOddsValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: setStreamOddsFormSchema,
    onSubmit: async (values) => {
      try {
        const { odds } = await callFunction('setStreamOdds', {
          streamId,
          game: values.game,
          killsTarget: Number(values.killsTarget),
          multipliers: Object.fromEntries(GAMES[values.game.type].betTypes.map((type) => [type, Number(values.multipliers[type])])),
        });
        enqueueSnackbar(`Odds set for ${GAMES[odds.gameType].name}`, { variant: 'success' });
        await queryClient.invalidateQueries({ queryKey: streamOddsKey(streamId) });
        onSet();
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      }
    },
  });
}

/** Withdraws a live-dealer game's odds (new bets on it close); true when done. */
export function useWithdrawStreamOdds(streamId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const withdraw = async (gameType: GameType): Promise<boolean> => {
    setSending(true);
    try {
      await callFunction('withdrawStreamOdds', { streamId, gameType });
      enqueueSnackbar(`Odds withdrawn for ${GAMES[gameType].name}`, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: streamOddsKey(streamId) });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setSending(false);
    }
  };
  return { withdraw, sending };
}
