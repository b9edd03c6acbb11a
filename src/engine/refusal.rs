//! Why the clock says no: a refused command changes nothing, and the refusal
//! names the command and the reason as values, so each interface words them in
//! its own language. `Display` is the English of the command line.

use super::command::StopwatchTimer;
use super::fate::FateCard;
use super::nation::{Nation, Side};
use super::time::Ms;

/// An enum of unit variants, each with its English text (also its doc comment).
macro_rules! worded {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $en:literal,)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[doc = $en] $variant,)*
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),*];

            /// The English text, as the command line writes it.
            pub fn text(self) -> &'static str {
                match self {
                    $(Self::$variant => $en,)*
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.text())
            }
        }
    };
}

worded! {
    /// The command a [`Rejected::NotNow`] refuses.
    Action {
        Anything => "Nothing",
        StartTurn => "Start turn",
        HandOff => "Hand-off",
        Stop => "Stop",
        Combat => "Combat",
        Resume => "Resume",
        Retreat => "Retreat",
        PassRetreat => "Pass the retreat choice",
        Conquest => "Retroactive conquest",
        Shuffle => "Shuffle on the clock",
        ShuffleDone => "Shuffle done",
        Dealt => "Cards dealt",
        Fate => "Card of Fate",
        NationOut => "Nation out",
        LateFate => "Late Card of Fate",
        Objectives => "Objectives counted",
        CorrectStopwatch => "Stopwatch correction",
        EnterStopwatch => "On the stopwatch",
        LeaveStopwatch => "Leave the stopwatch",
        ImperialControl => "Imperial Army control",
        Offensive => "Offensive option",
        JuryStart => "Jury stopwatch",
    }
}

worded! {
    /// Why a command does not fit the game now ([`Rejected::NotNow`]).
    Reason {
        GameOver => "the game is over",
        NoDeal => "no deal is waiting for a tap",
        AlreadySo => "it is already so",
        OffensiveLaunched => "it has already been launched in this game",
        OffensiveNotLaunched => "it has not been launched",
        OffensiveEnded => "it has already ended",
        TurnStarted => "the turn has already started",
        ClockStopped => "the clock is stopped: resume first",
        PrussiaHasWon => "Prussia has won: Russia, Sweden and France are out. End the game",
        LastTurnPlayed => "the last turn (23) has been played. End the game",
        NoNationLeft => "no nation is left in the game",
        NoStage => "no action stage is being played",
        RetreatBeingChosen => "a retreat is being chosen",
        Dealing => "the cards are being dealt: start the stage first",
        Shuffling => "Pompadour is shuffling: shuffle done first",
        OpponentConquest => "the opponent's retroactive conquest runs",
        AlreadyStopped => "the clock is already stopped",
        CardsBeingDealt => "the cards are being dealt",
        AlreadyStoppedForThat => "the clock is already stopped for that",
        NotStopped => "the clock is not stopped",
        NoCombatBetweenTurns => "there is no combat between turns",
        NoCombatStop => "a retreat follows a combat: stop for combat first",
        NoCombatOrRetreat => "it follows a combat or a retreat",
        AttackersOnStopwatch => "the attackers are on the stopwatch: shuffle off the clock",
        NotShuffleTime => "only between turns or during the attackers' deal",
        NobodyShuffling => "nobody is shuffling on the clock",
        NoRetreat => "no retreat is being chosen",
        FateBetweenTurns => "Cards of Fate are revealed between turns",
        CardNumber => "the other cards are numbered 1 to 12",
        ChessClockStage => "this stage is played on the chess clock",
        ChooserOnChessClock => "the chooser is on his chess clock: correct that clock",
        NotFirst => "it is set up before anything else in a game",
        TurnRange => "the turn must be 1 to 23",
        NoSideChosen => "choose at least one side on the stopwatch",
        NextNationOut => "the next nation is out of the game",
        FrederickNeverImperial => "Frederick never controls the Imperial Army",
        PrussiaAlreadyWon => "Russia, Sweden and France are out: Prussia has already won",
        NotJuryStopwatch => "only in jury stopwatch mode: the chess clock flags by itself",
        AlreadyOnStopwatch => "that side is already on the stopwatch",
        OnChessClock => "that side is on its chess clock",
        ChessClockEmpty => "its chess clock is empty: add time first",
        LateTurn => "the turn after which it happened must be a turn already played, not before the last Card of Fate",
        NotLeft => "only a nation that has left the game, or the Imperial Army after Maria Theresia lost it",
        ObjectiveCount => "held must be 0 to the total, and the total 1 to 99",
    }
}

/// Why a command was refused. A refused command changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Rejected {
    /// The command does not fit the current state of the game.
    #[error("{what} is not possible now: {why}")]
    NotNow {
        /// The command.
        what: Action,
        /// Why not.
        why: Reason,
    },
    /// A retreat length outside 1 to 30.
    #[error("a retreat length must be 1 to 30, not {0}")]
    RetreatLength(i32),
    /// A correction that would leave a clock below zero.
    #[error(
        "{side:?}'s clock has {remaining_ms} ms left; removing {removed_ms} ms would make it negative"
    )]
    NegativeTime {
        /// Whose clock.
        side: Side,
        /// What is left now.
        remaining_ms: Ms,
        /// What the correction tried to remove.
        removed_ms: u64,
    },
    /// A stopwatch correction that would leave it below zero.
    #[error(
        "the {timer:?} stopwatch has {remaining_ms} ms; removing {removed_ms} ms would make it negative"
    )]
    NegativeStopwatch {
        /// Which stopwatch.
        timer: StopwatchTimer,
        /// What it has now.
        remaining_ms: Ms,
        /// What the correction tried to remove.
        removed_ms: u64,
    },
    /// A correction of zero.
    #[error("a correction must add or remove some time")]
    ZeroCorrection,
    /// A jury action without a reason.
    #[error("a jury action needs a reason for the game log")]
    MissingReason,
    /// The nation cannot leave the game by a Card of Fate, or has already left.
    #[error("{0:?} cannot drop out now")]
    CannotDropOut(Nation),
    /// The Card of Fate has already been drawn in this game.
    #[error("{0:?} has already been drawn")]
    FateAlreadyDrawn(FateCard),
    /// A command stamped earlier than the last one.
    #[error("time went backwards: {now} ms is before {last} ms")]
    TimeWentBackwards {
        /// The command's time.
        now: Ms,
        /// The last time the clock saw.
        last: Ms,
    },
    /// Undo with nothing left to undo.
    #[error("there is nothing left to undo")]
    NothingToUndo,
}

/// The refusal of `what` for `why`.
pub(crate) fn not_now(what: Action, why: Reason) -> Rejected {
    Rejected::NotNow { what, why }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_reads_a_refusal_in_english() {
        let e = not_now(Action::JuryStart, Reason::NoSideChosen);
        assert_eq!(
            e.to_string(),
            "Jury stopwatch is not possible now: choose at least one side on the stopwatch"
        );
        assert_eq!(
            Rejected::FateAlreadyDrawn(FateCard::Elisabeth).to_string(),
            "Elisabeth has already been drawn"
        );
        assert_eq!(Reason::ALL.len(), 44);
        assert_eq!(Reason::ALL[0].text(), "the game is over");
    }
}
