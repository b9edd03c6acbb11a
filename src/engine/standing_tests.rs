#![allow(clippy::unwrap_used)]

use super::super::{Command, Engine, Ruleset, Running, Side, StopReason, View};
use super::Ms;

/// One minute a side, so that flags and stopwatches come soon.
fn short_rules() -> Ruleset {
    let mut rules = Ruleset::default();
    rules.chess_clock.frederick_minutes = 1;
    rules.chess_clock.attackers_minutes = 1;
    rules
}

/// The clock at `now` as the hall read it before: the whole engine copied,
/// ticked to `now`.
fn replayed(engine: &Engine, now: Ms) -> View {
    let mut engine = engine.clone();
    engine.tick(now);
    engine.view(now)
}

/// The standing taken now reads as the replay at every instant that
/// matters: at once, soon, later, and around each deadline to come.
fn reads_as_replay(engine: &Engine) {
    let standing = engine.standing();
    let since = engine.since();
    let mut instants: Vec<Ms> = [0, 1, 999, 7_000, 61_000, 3_600_000]
        .iter()
        .map(|d| since + d)
        .collect();
    let mut ahead = engine.clone();
    for _ in 0..5 {
        let Some(at) = ahead.next_deadline() else {
            break;
        };
        instants.extend([at.saturating_sub(1), at, at + 1]);
        ahead.tick(at);
    }
    for now in instants {
        assert_eq!(
            standing.view(now),
            replayed(engine, now),
            "{} ms after {since}",
            now.saturating_sub(since)
        );
    }
}

#[test]
fn a_running_chess_clock_read_7_s_later_shows_7_s_less() {
    let mut engine = Engine::new(Ruleset::default());
    engine.apply(&Command::StartTurn, 2_000).unwrap();
    let standing = engine.standing();
    let then = standing.view(2_000).frederick.remaining;
    let later = standing.view(9_000);
    assert_eq!(later.frederick.remaining, then - 7_000);
    assert_eq!(later.frederick.used, 7_000);
    assert_eq!(later.now, 9_000);
    assert_eq!(later, replayed(&engine, 9_000));
}

#[test]
fn a_clock_read_past_its_flag_shows_the_flag() {
    let mut engine = Engine::new(short_rules());
    engine.apply(&Command::StartTurn, 0).unwrap();
    let standing = engine.standing();
    assert_eq!(standing.view(59_999).frederick.remaining, 1);
    let flagged = standing.view(65_000);
    assert_eq!(flagged.out_of_time, Some(Side::Frederick));
    assert_eq!(flagged.running, Running::Nothing);
    assert_eq!(flagged, replayed(&engine, 65_000));
}

#[test]
fn a_standing_reads_as_the_replay_whatever_runs() {
    use Command::{
        Conquest, HandOff, PassRetreat, Resume, Retreat, Shuffle, ShuffleDone, StartTurn, Stop,
    };
    let combat = Stop {
        reason: StopReason::Combat,
    };
    let script = [
        (0, StartTurn),
        (61_000, Resume),
        (70_000, combat.clone()),
        (
            72_000,
            Retreat {
                winner: Side::Frederick,
                length: 2,
            },
        ),
        (75_000, PassRetreat),
        (
            78_000,
            Conquest {
                side: Side::Frederick,
            },
        ),
        (80_000, Resume),
        (90_000, HandOff),
        (95_000, HandOff),
        (100_000, combat.clone()),
        (
            101_000,
            Conquest {
                side: Side::Frederick,
            },
        ),
        (110_000, Resume),
        (
            115_000,
            Stop {
                reason: StopReason::Jury,
            },
        ),
        (120_000, Resume),
        (200_000, Resume),
        (210_000, combat),
        (
            211_000,
            Retreat {
                winner: Side::Attackers,
                length: 3,
            },
        ),
        (230_000, Resume),
        (240_000, Shuffle),
        (241_000, ShuffleDone),
    ];
    let mut engine = Engine::new(short_rules());
    let mut seen = Vec::new();
    reads_as_replay(&engine);
    for (at, command) in script {
        engine.tick(at);
        // A step the clock refuses leaves it as it was: read that too.
        let _ = engine.apply(&command, at);
        reads_as_replay(&engine);
        seen.push(std::mem::discriminant(&engine.view(at).running));
    }
    for kind in [
        Running::ChessClock {
            side: Side::Frederick,
        },
        Running::StageStopwatch {
            nation: super::super::Nation::Prussia,
        },
        Running::RetreatTimer {
            side: Side::Frederick,
        },
        Running::CountUp {
            side: Side::Frederick,
        },
        Running::Nothing,
    ] {
        assert!(
            seen.contains(&std::mem::discriminant(&kind)),
            "{kind:?} never ran"
        );
    }
}

#[test]
fn with_the_tables_own_chess_clock_nothing_counts_down_on_the_standing() {
    let mut engine = Engine::new(short_rules());
    let start = Command::JuryStart {
        turn: 3,
        stopwatch: vec![Side::Attackers],
        out: Vec::new(),
        imperial: None,
        next: super::super::Nation::Prussia,
    };
    engine.apply(&start, 0).unwrap();
    let _ = engine.apply(&Command::Resume, 1_000);
    assert!(engine.view(1_000).jury_stopwatch);
    reads_as_replay(&engine);
    let standing = engine.standing();
    assert_eq!(standing.view(500_000), replayed(&engine, 500_000));
}
