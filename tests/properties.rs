//! Property tests: random command sequences at random times keep the invariants.
#![allow(clippy::unwrap_used)]

use friedrich_clock::engine::{
    Command, Engine, FateCard, Ms, Nation, Offensive, Preset, Role, Ruleset, Running, Side,
    StopReason, StopwatchTimer, View,
};
use proptest::prelude::*;

/// Short chess clocks so that flags, stopwatches and retreat timers all happen.
fn short_rules() -> Ruleset {
    let mut r = Preset::Fwc2026.ruleset();
    r.chess_clock.frederick_minutes = 4;
    r.chess_clock.attackers_minutes = 5;
    r
}

fn any_side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::Frederick), Just(Side::Attackers)]
}

fn reason() -> impl Strategy<Value = StopReason> {
    prop::sample::select(StopReason::ALL.to_vec())
}

/// `delta_ms` of a generated correction that means "down to exactly zero":
/// the amount is read from the engine when the step is applied.
const TO_ZERO: i64 = i64::MIN;

/// How many cases a property runs: 200 in CI, more with `PROPTEST_CASES`
/// (`make soak` runs 10,000).
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200)
}

/// Every command the jury can give that the table does not.
fn jury_command() -> impl Strategy<Value = Option<Command>> {
    let timer = prop::sample::select(StopwatchTimer::ALL.to_vec());
    let nations =
        prop::sample::subsequence(vec![Nation::Russia, Nation::Sweden, Nation::France], 0..=2);
    let sides = prop::sample::subsequence(Side::BOTH.to_vec(), 1..=2);
    let next = prop::sample::select(Nation::ALL.to_vec());
    prop_oneof![
        (timer, prop_oneof![Just(TO_ZERO), -30_000i64..30_000]).prop_map(|(timer, delta_ms)| {
            Some(Command::CorrectStopwatch {
                timer,
                delta_ms,
                reason: "jury".into(),
            })
        }),
        any_side().prop_map(|side| Some(Command::Correct {
            side,
            delta_ms: TO_ZERO,
            reason: "jury".into()
        })),
        any_side().prop_map(|side| Some(Command::EnterStopwatch { side })),
        (1u32..24, sides, nations, next).prop_map(|(turn, stopwatch, out, next)| Some(
            Command::JuryStart {
                turn,
                stopwatch,
                out,
                imperial: None,
                next,
            }
        )),
        prop::sample::select(vec![
            Offensive::Launched,
            Offensive::CalledOff,
            Offensive::Won
        ])
        .prop_map(|step| Some(Command::Offensive { step })),
        Just(Some(Command::EndGame)),
    ]
}

/// The step's command as it is applied: a correction "to zero" takes what is left now.
fn resolve(command: Command, v: &View) -> Command {
    match command {
        Command::Correct {
            side,
            delta_ms: TO_ZERO,
            reason,
        } => Command::Correct {
            side,
            delta_ms: -i64::try_from(v.clock(side).remaining).unwrap(),
            reason,
        },
        Command::CorrectStopwatch {
            timer,
            delta_ms: TO_ZERO,
            reason,
        } => {
            let left = match timer {
                StopwatchTimer::Stage => v.stage_budget.map_or(0, |b| b.left),
                StopwatchTimer::Carried => v.stage_budget.map_or(0, |b| b.carried),
                StopwatchTimer::Retreat => v.retreat.and_then(|r| r.timer_left).unwrap_or(0),
            };
            Command::CorrectStopwatch {
                timer,
                delta_ms: -i64::try_from(left).unwrap(),
                reason,
            }
        }
        other => other,
    }
}

/// A step: a command (or `None` for "tap the primary action") after a pause.
fn step() -> impl Strategy<Value = (Option<Command>, Ms)> {
    // Card 13 does not exist: it must be refused.
    let fate = prop_oneof![
        prop::sample::select(FateCard::all()),
        Just(FateCard::Other(13)),
    ];
    let command = prop_oneof![
        8 => Just(None),
        3 => reason().prop_map(|reason| Some(Command::Stop { reason })),
        2 => Just(Some(Command::Resume)),
        2 => (any_side(), -2i32..12).prop_map(|(winner, length)| Some(Command::Retreat { winner, length })),
        2 => any_side().prop_map(|side| Some(Command::Conquest { side })),
        1 => Just(Some(Command::Shuffle)),
        1 => Just(Some(Command::ShuffleDone)),
        1 => prop::sample::select(vec![Nation::Russia, Nation::Sweden, Nation::France, Nation::Austria])
            .prop_map(|nation| Some(Command::NationOut { nation })),
        1 => (any_side(), -200_000i64..200_000).prop_map(|(side, delta_ms)| Some(Command::Correct {
            side, delta_ms, reason: "jury".into() })),
        1 => any_side().prop_map(|side| Some(Command::LeaveStopwatch { side, reason: "jury".into() })),
        1 => prop::sample::select(vec![None, Some(Role::Elisabeth), Some(Role::Pompadour)])
            .prop_map(|role| Some(Command::ImperialControl { role, reason: "jury".into() })),
        2 => Just(Some(Command::Undo)),
        1 => Just(Some(Command::HandOff)),
        1 => Just(Some(Command::StartTurn)),
        1 => Just(Some(Command::Dealt)),
        1 => Just(Some(Command::PassRetreat)),
        1 => fate.clone().prop_map(|card| Some(Command::Fate { card })),
        1 => (fate, 0u32..12).prop_map(|(card, after_turn)| Some(Command::LateFate {
            card, after_turn, reason: "noticed late".into() })),
        1 => (prop::sample::select(vec![Nation::Russia, Nation::Sweden, Nation::France]), 0u32..12)
            .prop_map(|(nation, after_turn)| Some(Command::LateNationOut {
                nation, after_turn, reason: "noticed late".into() })),
        1 => (prop::sample::select(vec![Nation::Russia, Nation::ImperialArmy, Nation::Prussia]), 0u32..12, 0u32..12)
            .prop_map(|(nation, held, total)| Some(Command::Objectives { nation, held, total })),
        2 => jury_command(),
    ];
    let pause = prop_oneof![
        3 => 0u64..3_000,
        3 => 0u64..70_000,
        1 => 0u64..400_000,
    ];
    (command, pause)
}

/// Every timer's reading, to see which of them moved.
fn readings(v: &View) -> [Ms; 5] {
    [
        v.frederick.remaining,
        v.attackers.remaining,
        v.stage_budget.map_or(0, |b| b.left),
        v.retreat.and_then(|r| r.timer_left).unwrap_or(0),
        v.conquest.and_then(|c| c.counted).unwrap_or(0),
    ]
}

fn check_books(rules: &Ruleset, v: &View) {
    for side in Side::BOTH {
        let c = v.clock(side);
        let initial = i64::try_from(rules.side_budget(side)).unwrap();
        let expected = initial + c.corrected - i64::try_from(c.used).unwrap();
        assert_eq!(
            expected,
            i64::try_from(c.remaining).unwrap(),
            "{side:?}: initial + corrections − charged ≠ remaining"
        );
    }
}

/// Where the time went adds up: each turn's row accounts for every
/// millisecond of its span (time used on the clocks, outside the stages, or
/// standing still), the rows follow each other without a gap, and the last
/// ends now (or when the game ended).
fn check_time_series(engine: &Engine, now: Ms) {
    let rows = engine.time_series(now);
    for row in &rows {
        let used: Ms = row
            .nations
            .iter()
            .chain(row.outside.iter())
            .map(|t| t.clock + t.stopwatch)
            .sum();
        let still: Ms = row.still.values().sum();
        assert_eq!(
            used + still,
            row.to - row.from,
            "turn {} does not add up: {row:?}",
            row.turn
        );
    }
    for pair in rows.windows(2) {
        assert_eq!(
            pair[0].to, pair[1].from,
            "a gap between turns {} and {}",
            pair[0].turn, pair[1].turn
        );
    }
    if let Some(last) = rows.last().filter(|_| !engine.finished()) {
        assert_eq!(last.to, now);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_invariants(steps in prop::collection::vec(step(), 1..150)) {
        let rules = short_rules();
        let mut engine = Engine::new(rules.clone());
        let mut now: Ms = 0;
        for (command, pause) in steps {
            // Time passes with no command: at most one timer moves, and only by the pause.
            let before = engine.view(now);
            let mut t = now;
            let end = now + pause;
            while let Some(d) = engine.next_deadline().filter(|d| *d <= end) {
                prop_assert!(d >= t, "deadline {} in the past of {}", d, t);
                engine.tick(d);
                t = d;
            }
            engine.tick(end);
            now = end;
            let after = engine.view(now);
            let moved = readings(&before).iter().zip(readings(&after)).filter(|(a, b)| **a != *b).count();
            if before.running == after.running {
                prop_assert!(moved <= 1, "{} timers moved at once: {:?} → {:?}", moved, before, after);
            }
            prop_assert!(after.frederick.remaining <= before.frederick.remaining);
            prop_assert!(after.attackers.remaining <= before.attackers.remaining);
            check_books(&rules, &after);
            if let Some(b) = after.stage_budget {
                let most = i64::try_from(b.base + b.carried).unwrap() + b.corrected;
                prop_assert!(i64::try_from(b.left).unwrap() <= most);
            }
            if let Some(r) = after.retreat {
                let most = i64::try_from(rules.retreat_limit(r.length)).unwrap() + r.corrected;
                prop_assert!(i64::try_from(r.timer_left.unwrap_or(0)).unwrap() <= most);
            }

            // The command, or the tap.
            let Some(command) = command.or_else(|| engine.primary()) else { continue };
            let command = resolve(command, &after);
            let mut trial = engine.clone();
            match trial.apply(&command, now) {
                Ok(_) => {
                    if command != Command::Undo {
                        // Undo at once restores the view from before the command.
                        let mut undone = trial.clone();
                        undone.apply(&Command::Undo, now).unwrap();
                        prop_assert_eq!(undone.view(now), after.clone(), "undo of {:?}", command);
                    }
                    prop_assert!(engine.allows(&command) || command == Command::Undo);
                    engine = trial;
                }
                Err(_) => {
                    prop_assert_eq!(trial.view(now), after.clone(), "refused {:?} changed the view", command);
                    prop_assert!(!engine.allows(&command));
                }
            }
            let v = engine.view(now);
            check_books(&rules, &v);
            let running = [
                v.frederick.running,
                v.attackers.running,
                v.stage_budget.is_some_and(|b| b.running),
                v.running != Running::Nothing && matches!(v.running, Running::RetreatTimer { .. } | Running::CountUp { .. }),
            ];
            prop_assert!(running.iter().filter(|r| **r).count() <= 1, "more than one thing runs: {:?}", v);
            check_time_series(&engine, now);
            // A nation out of the game never plays (a late drop-out ends its stage).
            prop_assert!(v.active_nation.is_none_or(|n| !v.out.contains(&n)), "an out nation plays: {:?}", v);
            // A drop-out stops the clock for the jury (F, H).
            if matches!(v.call_jury, Some(friedrich_clock::engine::JuryCall::NationOut { .. })) {
                prop_assert_eq!(v.running, Running::Nothing);
            }
        }
    }

    #[test]
    fn a_standing_read_later_shows_what_the_replay_shows(
        steps in prop::collection::vec((step(), 0u64..400_000), 1..100),
    ) {
        // What the hall keeps of a table (`Engine::standing`) read some time
        // after its last line, against the whole engine ticked on to then.
        let rules = short_rules();
        let mut engine = Engine::new(rules);
        let mut now: Ms = 0;
        for ((command, pause), later) in steps {
            now += pause;
            engine.tick(now);
            if let Some(command) = command.or_else(|| engine.primary()) {
                let command = resolve(command, &engine.view(now));
                let _ = engine.apply(&command, now);
            }
            let standing = engine.standing();
            for read in [now, now + later / 7, now + later] {
                let mut replay = engine.clone();
                replay.tick(read);
                prop_assert_eq!(standing.view(read), replay.view(read), "{} ms on", read - now);
            }
        }
    }

    #[test]
    fn a_23_turn_five_hour_game_has_zero_drift(
        stages in prop::collection::vec((1u64..220_000, 0u64..3, 0u64..90_000), 161),
    ) {
        let rules = Ruleset::default();
        let mut engine = Engine::new(rules.clone());
        let mut now: Ms = 0;
        let mut charged = [0u64; 2];
        let mut elapsed_total = 0u64;
        // Lets time pass, adding each interval to whoever's chess clock ran in it.
        let mut advance = |engine: &mut Engine, now: &mut Ms, ms: Ms| {
            let end = *now + ms;
            loop {
                let next = engine.next_deadline().filter(|d| *d <= end).unwrap_or(end);
                if let Running::ChessClock { side } = engine.view(*now).running {
                    charged[side.index()] += next - *now;
                }
                elapsed_total += next - *now;
                *now = next;
                engine.tick(next);
                if next == end { break; }
            }
        };
        let mut stage = stages.iter();
        for _turn in 0..23 {
            engine.apply(&Command::StartTurn, now).unwrap();
            for _nation in 0..7 {
                let (play, combats, combat_time) = *stage.next().unwrap();
                for _ in 0..combats {
                    advance(&mut engine, &mut now, play / 4);
                    let v = engine.view(now);
                    if v.out_of_time.is_some() { engine.apply(&Command::Resume, now).unwrap(); }
                    if engine.view(now).stage_over { break; }
                    engine.apply(&Command::Stop { reason: StopReason::Combat }, now).unwrap();
                    advance(&mut engine, &mut now, combat_time);
                    engine.apply(&Command::Resume, now).unwrap();
                }
                advance(&mut engine, &mut now, play);
                if engine.view(now).out_of_time.is_some() {
                    engine.apply(&Command::Resume, now).unwrap();
                }
                engine.apply(&Command::HandOff, now).unwrap();
                if engine.view(now).dealing {
                    engine.apply(&Command::Dealt, now).unwrap();
                }
            }
        }
        let v = engine.view(now);
        prop_assert_eq!(v.turn, 23);
        prop_assert_eq!(elapsed_total, now);
        for side in Side::BOTH {
            let c = v.clock(side);
            prop_assert_eq!(c.used, charged[side.index()], "{:?} drifted", side);
            prop_assert_eq!(c.remaining, rules.side_budget(side) - charged[side.index()]);
        }
    }
}
