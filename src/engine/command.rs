//! What the operator and the jury can tell the clock.

use serde::{Deserialize, Serialize};

use super::chronicle::Offensive;
use super::fate::FateCard;
use super::nation::{Nation, Role, Side};
use super::still::StopReason;

/// Which stopwatch a jury correction changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopwatchTimer {
    /// What is left of the current stage's budget (it can reopen a stage that ran out).
    Stage,
    /// The part of the current stage's budget carried from the player's earlier nation.
    Carried,
    /// The running retreat timer of a chooser on the stopwatch.
    Retreat,
}

impl StopwatchTimer {
    /// All stopwatch timers.
    pub const ALL: [Self; 3] = [Self::Stage, Self::Carried, Self::Retreat];
}

/// A command to the clock. Each is applied at a given instant of the game's timeline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Command {
    /// Between turns: start the next turn with Frederick's clock (Prussian stage).
    StartTurn,
    /// The active nation has finished its action stage: start the next nation's
    /// stage, or, after the last attacking nation, stop the clock (between turns).
    HandOff,
    /// Stop whatever runs, for a reason. During a retreat or a retroactive
    /// conquest, `Stop(Combat)` means "next combat".
    Stop {
        /// Why the clock stops.
        reason: StopReason,
    },
    /// Undo the latest stop (restoring exactly what ran), or end a retreat or
    /// retroactive conquest and continue the action stage.
    Resume,
    /// During a combat stop: the combat is decided and the winner chooses the
    /// loser's retreat path, on the winner's time.
    Retreat {
        /// The combat winner's side.
        winner: Side,
        /// The retreat length (1 to 30).
        length: i32,
    },
    /// The retreat chooser finds no legal retreat: the choice passes to the other
    /// side (G "and so on"), with a fresh timer if that side is on the stopwatch.
    PassRetreat,
    /// After a combat or a retreat: this side's retroactive conquest, on its time.
    Conquest {
        /// Whose retroactive conquest.
        side: Side,
    },
    /// Pompadour shuffles the new TC deck on the attackers' clock because she did
    /// not shuffle it in advance: between turns, or during the attackers' deal
    /// (their first stage while their chess clock runs).
    Shuffle,
    /// The shuffle on the attackers' clock is done.
    ShuffleDone,
    /// The attackers' TCs are dealt (H4) while they are on the stopwatch: the
    /// first attacking stage's budget starts.
    Dealt,
    /// Between turns: the Card of Fate just revealed. A Stroke of Fate may take a
    /// nation out of the game (and so move the Imperial Army).
    Fate {
        /// The card.
        card: FateCard,
    },
    /// Between turns: a nation leaves the game without a card (jury, house rules).
    NationOut {
        /// The nation leaving.
        nation: Nation,
    },
    /// Jury: a Card of Fate noticed late, after the next turn has begun. It
    /// counts as revealed after turn `after_turn`; the time played since stays
    /// as it was. A drop-out stops the clock for the jury, as between turns.
    LateFate {
        /// The card.
        card: FateCard,
        /// The turn after which it was revealed.
        after_turn: u32,
        /// Why, for the game log.
        reason: String,
    },
    /// Jury: a nation that left the game after turn `after_turn` without a
    /// card, entered late (after the next turn has begun).
    LateNationOut {
        /// The nation leaving.
        nation: Nation,
        /// The turn after which it left.
        after_turn: u32,
        /// Why, for the game log.
        reason: String,
    },
    /// Jury: the objectives a nation held when it left the game, or the
    /// Imperial Army's when Maria Theresia lost it, counted at that moment
    /// (section C); a later count replaces an earlier one.
    Objectives {
        /// The nation counted.
        nation: Nation,
        /// Objectives it controlled.
        held: u32,
        /// Its objectives in all (the Imperial Army's depend on who has it).
        total: u32,
    },
    /// Jury: add (positive) or remove (negative) time on a side's chess clock.
    Correct {
        /// Whose chess clock.
        side: Side,
        /// Milliseconds to add; negative to remove.
        delta_ms: i64,
        /// Why, for the game log.
        reason: String,
    },
    /// Jury: add (positive) or remove (negative) time on a stopwatch: the current
    /// stage's budget, its carried part, or a running retreat timer.
    CorrectStopwatch {
        /// Which stopwatch.
        timer: StopwatchTimer,
        /// Milliseconds to add; negative to remove.
        delta_ms: i64,
        /// Why, for the game log.
        reason: String,
    },
    /// Jury: put a side that is on the stopwatch back on its chess clock.
    LeaveStopwatch {
        /// The side.
        side: Side,
        /// Why, for the game log.
        reason: String,
    },
    /// Jury: a side ran out of time on the table's physical chess clock (jury
    /// stopwatch mode): it is on the stopwatch from now on.
    EnterStopwatch {
        /// The side.
        side: Side,
    },
    /// Jury: decide who controls the Imperial Army (`None` follows the rules again).
    ImperialControl {
        /// The controlling role, or `None` for the rule.
        role: Option<Role>,
        /// Why, for the game log.
        reason: String,
    },
    /// The Prussian offensive option: launched, called off (call the jury), or
    /// won (the game is over). Recorded for the report; a failed option calls the
    /// jury, which stops the clock (F, H "In addition" 1).
    Offensive {
        /// The step.
        step: Offensive,
    },
    /// Jury stopwatch mode, as the first command of a game: the jury times the
    /// stopwatch phases of a table that plays on a physical chess clock. Puts
    /// the chosen sides on the stopwatch (the others play on their physical
    /// clock: the app shows "waiting" then), takes out the nations already out,
    /// sets Imperial Army control, and gets `next`'s stage ready, stopped for
    /// the jury: the first tap starts it.
    JuryStart {
        /// The turn being played.
        turn: u32,
        /// The sides on the stopwatch.
        stopwatch: Vec<Side>,
        /// Nations already out of the game.
        out: Vec<Nation>,
        /// Imperial Army control (`None`: by the rules).
        imperial: Option<Role>,
        /// The nation whose stage comes next.
        next: Nation,
    },
    /// Undo the latest command; the time since it is charged as if it never happened.
    Undo,
    /// The game is over: everything stops for good.
    EndGame,
}

/// One command of each kind, with representative arguments, for `allowed_commands`.
pub(crate) fn representatives() -> Vec<Command> {
    let reason = || "jury".to_owned();
    let mut all = vec![
        Command::StartTurn,
        Command::HandOff,
        Command::Resume,
        Command::Shuffle,
        Command::ShuffleDone,
        Command::Dealt,
        Command::PassRetreat,
        Command::Undo,
        Command::EndGame,
        Command::Fate {
            card: FateCard::Elisabeth,
        },
        Command::Offensive {
            step: Offensive::Launched,
        },
        Command::Offensive {
            step: Offensive::CalledOff,
        },
        Command::Offensive {
            step: Offensive::Won,
        },
        Command::ImperialControl {
            role: Some(Role::Elisabeth),
            reason: reason(),
        },
    ];
    all.extend(StopReason::ALL.map(|reason| Command::Stop { reason }));
    all.extend(StopwatchTimer::ALL.map(|timer| Command::CorrectStopwatch {
        timer,
        delta_ms: 1000,
        reason: reason(),
    }));
    for side in Side::BOTH {
        all.push(Command::Retreat {
            winner: side,
            length: 1,
        });
        all.push(Command::Conquest { side });
        all.push(Command::Correct {
            side,
            delta_ms: 1000,
            reason: reason(),
        });
        all.push(Command::LeaveStopwatch {
            side,
            reason: reason(),
        });
        all.push(Command::EnterStopwatch { side });
    }
    all.push(Command::LateFate {
        card: FateCard::Elisabeth,
        after_turn: 1,
        reason: reason(),
    });
    for nation in Nation::ALL.into_iter().filter(|n| n.can_drop_out()) {
        all.push(Command::NationOut { nation });
        all.push(Command::LateNationOut {
            nation,
            after_turn: 1,
            reason: reason(),
        });
    }
    for nation in Nation::ALL
        .into_iter()
        .filter(|n| n.side() == Side::Attackers)
    {
        all.push(Command::Objectives {
            nation,
            held: 0,
            total: 1,
        });
    }
    all
}
