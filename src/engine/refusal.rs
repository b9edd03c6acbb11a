//! Why the clock says no: a refused command changes nothing, and the refusal
//! names the command and the reason as values, so each interface words them in
//! its own language (`words::rejected`); the engine has no sentences.

use super::command::StopwatchTimer;
use super::fate::FateCard;
use super::nation::{Nation, Side};
use super::time::Ms;

/// An enum of unit variants, each documented by what it means (the wording
/// is in `words`), with the list of all its values.
macro_rules! listed {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident,)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),*];
        }
    };
}

listed! {
    /// The command a [`Rejected::NotNow`] refuses.
    Action {
        /// Start turn
        StartTurn,
        /// Hand-off
        HandOff,
        /// Stop
        Stop,
        /// Combat
        Combat,
        /// Resume
        Resume,
        /// Retreat
        Retreat,
        /// Pass the retreat choice
        PassRetreat,
        /// Retroactive conquest
        Conquest,
        /// Shuffle on the clock
        Shuffle,
        /// Shuffle done
        ShuffleDone,
        /// Cards dealt
        Dealt,
        /// Card of Fate
        Fate,
        /// Nation out
        NationOut,
        /// Late Card of Fate
        LateFate,
        /// Objectives counted
        Objectives,
        /// Stopwatch correction
        CorrectStopwatch,
        /// On the stopwatch
        EnterStopwatch,
        /// Leave the stopwatch
        LeaveStopwatch,
        /// Imperial Army control
        ImperialControl,
        /// Offensive option
        Offensive,
        /// Jury stopwatch
        JuryStart,
    }
}

listed! {
    /// Why a command does not fit the game now ([`Rejected::NotNow`]).
    Reason {
        /// no deal is waiting for a tap
        NoDeal,
        /// it is already so
        AlreadySo,
        /// it has already been launched in this game
        OffensiveLaunched,
        /// it has not been launched
        OffensiveNotLaunched,
        /// it has already ended
        OffensiveEnded,
        /// the turn has already started
        TurnStarted,
        /// the clock is stopped: resume first
        ClockStopped,
        /// Prussia has won: Russia, Sweden and France are out. End the game
        PrussiaHasWon,
        /// the last turn (23) has been played. End the game
        LastTurnPlayed,
        /// no nation is left in the game
        NoNationLeft,
        /// no action stage is being played
        NoStage,
        /// a retreat is being chosen
        RetreatBeingChosen,
        /// the cards are being dealt: start the stage first
        Dealing,
        /// Pompadour is shuffling: shuffle done first
        Shuffling,
        /// the opponent's retroactive conquest runs
        OpponentConquest,
        /// the clock is already stopped
        AlreadyStopped,
        /// the cards are being dealt
        CardsBeingDealt,
        /// the clock is already stopped for that
        AlreadyStoppedForThat,
        /// the clock is not stopped
        NotStopped,
        /// there is no combat between turns
        NoCombatBetweenTurns,
        /// a retreat follows a combat: stop for combat first
        NoCombatStop,
        /// it follows a combat or a retreat
        NoCombatOrRetreat,
        /// the attackers are on the stopwatch: shuffle off the clock
        AttackersOnStopwatch,
        /// only between turns or during the attackers' deal
        NotShuffleTime,
        /// nobody is shuffling on the clock
        NobodyShuffling,
        /// no retreat is being chosen
        NoRetreat,
        /// Cards of Fate are revealed between turns
        FateBetweenTurns,
        /// the other cards are numbered 1 to 12
        CardNumber,
        /// this stage is played on the chess clock
        ChessClockStage,
        /// the chooser is on his chess clock: correct that clock
        ChooserOnChessClock,
        /// it is set up before anything else in a game
        NotFirst,
        /// the turn must be 1 to 23
        TurnRange,
        /// choose at least one side on the stopwatch
        NoSideChosen,
        /// the next nation is out of the game
        NextNationOut,
        /// Frederick never controls the Imperial Army
        FrederickNeverImperial,
        /// Russia, Sweden and France are out: Prussia has already won
        PrussiaAlreadyWon,
        /// only in jury stopwatch mode: the chess clock flags by itself
        NotJuryStopwatch,
        /// that side is already on the stopwatch
        AlreadyOnStopwatch,
        /// that side is on its chess clock
        OnChessClock,
        /// its chess clock is empty: add time first
        ChessClockEmpty,
        /// the turn after which it happened must be a turn already played, not before the last Card of Fate
        LateTurn,
        /// only a nation that has left the game, or the Imperial Army after Maria Theresia lost it
        NotLeft,
        /// held must be 0 to the total, and the total 1 to 99
        ObjectiveCount,
    }
}

/// Why a command was refused. A refused command changes nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejected {
    /// The game is over: only undo (of the end) is taken.
    GameOver,
    /// The command does not fit the current state of the game.
    NotNow {
        /// The command.
        what: Action,
        /// Why not.
        why: Reason,
    },
    /// A retreat length outside 1 to 30.
    RetreatLength(i32),
    /// A correction that would leave a clock below zero.
    NegativeTime {
        /// Whose clock.
        side: Side,
        /// What is left now.
        remaining_ms: Ms,
        /// What the correction tried to remove.
        removed_ms: u64,
    },
    /// A stopwatch correction that would leave it below zero.
    NegativeStopwatch {
        /// Which stopwatch.
        timer: StopwatchTimer,
        /// What it has now.
        remaining_ms: Ms,
        /// What the correction tried to remove.
        removed_ms: u64,
    },
    /// A chess clock correction larger than the full clock: a typing slip.
    ClockCorrectionTooLarge {
        /// Whose clock.
        side: Side,
        /// The ruleset's full clock.
        full_ms: Ms,
    },
    /// A stopwatch correction larger than the stopwatch holds when full.
    StopwatchCorrectionTooLarge {
        /// Which stopwatch.
        timer: StopwatchTimer,
        /// What it holds when full: the largest correction.
        full_ms: Ms,
    },
    /// A correction of zero.
    ZeroCorrection,
    /// A jury action without a reason.
    MissingReason,
    /// The nation cannot leave the game by a Card of Fate, or has already left.
    CannotDropOut(Nation),
    /// The Card of Fate has already been drawn in this game.
    FateAlreadyDrawn(FateCard),
    /// A command stamped earlier than the last one.
    TimeWentBackwards {
        /// The command's time.
        now: Ms,
        /// The last time the clock saw.
        last: Ms,
    },
    /// Undo with nothing left to undo.
    NothingToUndo,
}

/// The refusal of `what` for `why`.
pub(crate) fn not_now(what: Action, why: Reason) -> Rejected {
    Rejected::NotNow { what, why }
}
