/**
 * The money simulation: random sequences of product actions and faults, run through the real callables, webhooks
 * and jobs against the emulators, checked against the model after every step. Seeded and replayable.
 */
import fc from 'fast-check';
import { MoneyModel } from './model';
import { checkInvariants } from './invariants';
import { createWorld, type Delivery, type World } from './world';
import { inProcessCallables } from './inProcessCallables';
import { inProcessFunctionsUrl, serveHttpFunctions } from './inProcessHttpFunctions';
import { setCallTransport } from '../support/client';
import { setWaitForPollInterval } from '../functions/support';
import type { SimCommand } from './commands/command';
import { BankDeposit, PaypalDeposit } from './commands/deposits';
import { BankPayout, LatePayoutDenial, PaypalPayout, type BankPayoutOutcome, type PayoutOutcome } from './commands/payouts';
import { BonusCreditGrant, SupportAdjustment } from './commands/support';
import { CancelEvent, CreateEvent, DeleteEvent, EnterEvent, SettleEvent } from './commands/events';
import { BattleBet, CreateBattle, SettleBattle, VoidBattle, type JobRun } from './commands/battles';
import { CorrectSettlement, KillsWin, OpenStream, PlayStreamMatch, StreamBet, STREAMS, type CorrectionTo } from './commands/streamBets';
import { ChallengeVote, CreateChallenge, DoubleDown, MoveChallenge } from './commands/challenges';
import type { ModelStreamBetType } from './model';

export const USERS = 4;
/** Longer command lists run as several worlds, so that a failure shrinks within one world of at most this many. */
const MAX_COMMANDS_PER_WORLD = 300;
/** How often the in-process run looks for a webhook's or trigger's effect (ms). */
const IN_PROCESS_POLL_MS = 10;
/** Battles a run may refer to; bets on one not created yet are skipped by their precondition. */
const BATTLES = 6;

const user = fc.nat({ max: USERS - 1 });
const battle = fc.nat({ max: BATTLES - 1 });
const stream = fc.nat({ max: STREAMS - 1 });
const challenge = fc.nat({ max: 5 });
const side = fc.constantFrom<0 | 1>(0, 1);
const delivery = fc.constantFrom<Delivery>('once', 'once', 'once', 'twice', 'parallel');
const cents = (min: number, max: number) => fc.integer({ min: min / 100, max: max / 100 }).map((dollars) => dollars * 100);

/** Every command family, weighted towards the ones that move money most often. */
export function commandArbitraries(): fc.Arbitrary<SimCommand>[] {
  // Deposits twice over: most other families need money first.
  const paypalDeposit = fc.tuple(user, fc.oneof(cents(500, 3_900), cents(4_000, 10_000)), delivery).map(([u, amount, d]) => new PaypalDeposit(u, amount, d));
  const bankDeposit = fc.tuple(user, cents(500, 6_000)).map(([u, amount]) => new BankDeposit(u, amount));
  const enterEvent = fc.tuple(user, battle, delivery).map(([u, e, d]) => new EnterEvent(u, e, d));
  const streamBet = fc
    .tuple(user, stream, fc.constantFrom<ModelStreamBetType>('match_win', 'kills', 'kills_parity_evens', 'kills_parity_odds'), cents(500, 2_000), fc.constantFrom(0, 0, 1), fc.constantFrom(0, 10), delivery)
    .map(([u, s, type, cash, credits, tip, d]) => new StreamBet(u, s, type, cash, credits, tip, d));
  return [
    paypalDeposit,
    paypalDeposit,
    bankDeposit,
    bankDeposit,
    fc
      .tuple(user, cents(100, 3_000), fc.constantFrom<PayoutOutcome>('success', 'success', 'deny', 'reject', 'hold-success', 'hold-deny'), delivery, fc.boolean())
      .map(([u, amount, outcome, d, again]) => new PaypalPayout(u, amount, outcome, d, again)),
    fc.tuple(user, fc.oneof(cents(100, 2_000), cents(-2_000, -100)), delivery).map(([u, amount, d]) => new SupportAdjustment(u, amount, d)),
    fc.tuple(user, fc.integer({ min: 1, max: 3 }), delivery).map(([u, credits, d]) => new BonusCreditGrant(u, credits, d)),
    fc.constant(new CreateBattle()),
    fc
      .tuple(user, battle, side, cents(500, 2_000), fc.constantFrom(0, 0, 1, 2), delivery)
      .map(([u, b, s, cash, credits, d]) => new BattleBet(u, b, s, cash, credits, d)),
    fc
      .tuple(user, battle, side, cents(500, 2_000), fc.constantFrom(0, 0, 1, 2), delivery)
      .map(([u, b, s, cash, credits, d]) => new BattleBet(u, b, s, cash, credits, d)),
    fc.tuple(battle, side, fc.constantFrom<JobRun>('once', 'halfway', 'overlap')).map(([b, s, run]) => new SettleBattle(b, s, run)),
    battle.map((b) => new VoidBattle(b)),
    fc.constant(new CreateEvent()),
    enterEvent,
    enterEvent,
    battle.map((e) => new DeleteEvent(e)),
    battle.map((e) => new CancelEvent(e)),
    fc.tuple(battle, fc.nat({ max: USERS - 1 }), fc.constantFrom<1 | 2>(1, 2)).map(([e, pick, winners]) => new SettleEvent(e, pick, winners)),
    fc.tuple(fc.nat(), fc.boolean()).map(([p, parallel]) => new LatePayoutDenial(p, parallel)),
    fc
      .tuple(user, cents(100, 2_000), fc.constantFrom<BankPayoutOutcome>('executed', 'executed', 'failed', 'reject', 'hold-executed', 'hold-failed'), fc.boolean())
      .map(([u, amount, outcome, late]) => new BankPayout(u, amount, outcome, late)),
    fc.constant(new OpenStream()),
    streamBet,
    streamBet,
    fc.tuple(user, stream, cents(500, 2_000), fc.constantFrom(0, 0, 1), delivery).map(([u, s, cash, credits, d]) => new KillsWin(u, s, cash, credits, d)),
    fc
      .tuple(stream, fc.record({ kills: fc.integer({ min: 0, max: 40 }), deaths: fc.integer({ min: 1, max: 20 }), won: fc.boolean() }), fc.constantFrom<JobRun>('once', 'halfway', 'overlap'))
      .map(([s, match, run]) => new PlayStreamMatch(s, match, run)),
    fc.tuple(fc.nat(), fc.constantFrom<CorrectionTo>('won', 'lost', 'refunded'), delivery).map(([item, to, d]) => new CorrectSettlement(item, to, d)),
    fc.tuple(user, cents(500, 2_000), fc.constantFrom(0, 0, 1), delivery).map(([u, cash, credits, d]) => new CreateChallenge(u, cash, credits, d)),
    fc
      .tuple(user, challenge, cents(500, 2_000), fc.constantFrom(0, 0, 1), fc.boolean(), delivery)
      .map(([u, c, cash, credits, anonymous, d]) => new DoubleDown(u, c, cash, credits, anonymous, d)),
    fc.tuple(user, challenge).map(([u, c]) => new ChallengeVote(u, c)),
    fc.tuple(challenge, fc.boolean()).map(([c, pass]) => new MoveChallenge(c, pass)),
  ];
}

/** Wraps a command so the invariants are checked after it runs, and progress is reported. */
class Checked implements SimCommand {
  constructor(
    readonly inner: SimCommand,
    readonly onStep: () => void,
  ) {}

  check = (model: Readonly<MoneyModel>) => this.inner.check(model);

  async run(model: MoneyModel, world: World): Promise<void> {
    const started = Date.now();
    await this.inner.run(model, world);
    const ran = Date.now();
    await checkInvariants(model, world, this.inner.toString());
    world.stats.ms.commands += ran - started;
    const name = this.inner.constructor.name;
    world.stats.ms.byCommand[name] = (world.stats.ms.byCommand[name] ?? 0) + (ran - started);
    world.stats.ms.checks += Date.now() - ran;
    this.onStep();
  }

  toString = () => this.inner.toString();
}

/**
 * How callables are reached: through the Functions emulator, as the web app calls the deployed functions, or by
 * running each callable's handler in this process (inProcessCallables.ts). Webhooks and Firestore triggers go
 * through the Functions emulator either way, scheduled jobs run in this process either way.
 */
export type Transport = 'emulator' | 'inprocess';

export interface SimulationOptions {
  seed: number;
  /** Default 'emulator'. */
  transport?: Transport;
  /** Commands to run in all: fast-check runs fresh worlds of up to this many commands each until this many ran. */
  commands: number;
  /** fast-check's path of a failure (with its seed, replays the shrunk command list straight away). */
  path?: string;
  /** Shrink a failing command list (default true); each shrink step replays commands against the emulators. */
  shrink?: boolean;
  /** Called after every step that ran (for a progress bar). */
  onStep?: () => void;
}

export interface SimulationReport {
  seed: number;
  transport: Transport;
  /** Worlds (fresh users and staff) the commands ran in: one per fast-check run. */
  worlds: number;
  /** Commands fast-check drew. */
  generated: number;
  /** Commands that ran (the others' preconditions did not hold when their turn came). */
  steps: number;
  commands: Record<string, number>;
  faults: Record<string, number>;
  checks: number;
  moved: MoneyModel['moved'];
  ms: number;
  /** Where the time went: creating worlds, running commands, checking invariants. */
  split: World['stats']['ms'];
}

/**
 * Runs seeded simulations until `commands` commands ran. A failure throws fast-check's report: the seed, the path
 * and the (shrunk) command list, which `SIM_SEED=<seed>` (and `SIM_PATH=<path>`) replays.
 */
export async function simulate(options: SimulationOptions): Promise<SimulationReport> {
  const started = Date.now();
  const stats: World['stats'] = { commands: {}, faults: {}, checks: 0, ms: { worlds: 0, commands: 0, checks: 0, byCommand: {} } };
  const transport = options.transport ?? 'emulator';
  const moved: MoneyModel['moved'] = { deposited: 0, paidOut: 0, wagered: 0, won: 0, refunded: 0, adjusted: 0 };
  let steps = 0;
  let generated = 0;
  let worlds = 0;
  const onStep = () => {
    steps += 1;
    options.onStep?.();
  };
  const commands = commandArbitraries().map((arbitrary) => arbitrary.map((command) => new Checked(command, onStep) as SimCommand));
  setCallTransport(transport === 'inprocess' ? inProcessCallables : null);
  // In process, the webhooks are served here too when the sandbox was told to send them here (`npm run simulate`),
  // and a webhook's effect is looked for every few milliseconds.
  const webhooksAt = transport === 'inprocess' ? inProcessFunctionsUrl() : null;
  const stopServing = webhooksAt ? await serveHttpFunctions(webhooksAt) : null;
  if (transport === 'inprocess') setWaitForPollInterval(IN_PROCESS_POLL_MS);
  try {
    await fc.assert(
      fc.asyncProperty(fc.noBias(fc.commands(commands, { maxCommands: Math.min(options.commands, MAX_COMMANDS_PER_WORLD), size: 'max' })), async (cmds) => {
        if (steps >= options.commands) return;
        const model = new MoneyModel(USERS);
        const creating = Date.now();
        const world = await createWorld(USERS, stats);
        stats.ms.worlds += Date.now() - creating;
        worlds += 1;
        generated += [...cmds].length;
        await fc.asyncModelRun(() => ({ model, real: world }), cmds);
        for (const [kind, cents] of Object.entries(model.moved)) moved[kind as keyof typeof moved] += cents;
      }),
      // Uniform lengths (no bias towards short lists); once enough commands ran, the remaining runs return at once.
      { seed: options.seed, path: options.path, numRuns: Math.ceil(options.commands / 30) + 10, endOnFailure: options.shrink === false, verbose: 1 },
    );
  } finally {
    setCallTransport(null);
    setWaitForPollInterval(null);
    await stopServing?.();
  }
  const { commands: byKind, faults, checks, ms: split } = stats;
  return { seed: options.seed, transport, worlds, generated, steps, commands: byKind, faults, checks, moved, ms: Date.now() - started, split };
}
