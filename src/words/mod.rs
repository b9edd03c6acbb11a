//! Every word the app, the hall page and the command line show, in English,
//! German and Spanish, below the app (the hall and the shells use it too):
//! the phrases (`text`), the banner and the primary button's label, the
//! refusals, the game log, the Cards of Fate, the report's labels, the
//! hall page's words and the command line's (`command_line`). Only wording
//! lives here; every fact comes from the engine, which returns enums and
//! values and has no sentences of its own.

// Pure: no clock read, no file touched (clippy.toml's disallowed methods).
#![deny(clippy::disallowed_methods)]

/// A table of phrases: an enum `$name` whose variants are worded in
/// English, German and Spanish by `get`, and `ALL` its variants (for the
/// tests). One macro for every such table (`text::T`, `tournament::W`).
macro_rules! phrases {
    ($name:ident, $doc:literal; $($key:ident: $en:expr, $de:expr, $es:expr;)*) => {
        #[doc = $doc]
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum $name { $($key),* }

        impl $name {
            /// Every phrase (for the tests).
            #[allow(dead_code)]
            pub const ALL: &[$name] = &[$($name::$key),*];

            /// The phrase in a language.
            pub fn get(self, lang: Lang) -> &'static str {
                match self {
                    $(Self::$key => match lang {
                        Lang::En => $en,
                        Lang::De => $de,
                        Lang::Es => $es,
                    }),*
                }
            }
        }
    };
}

pub mod answer;
pub mod chart;
#[cfg(not(target_arch = "wasm32"))]
pub mod clock;
#[cfg(not(target_arch = "wasm32"))]
pub mod command_line;
#[cfg(not(target_arch = "wasm32"))]
pub mod copy;
#[cfg(not(target_arch = "wasm32"))]
pub mod count;
mod fate;
#[cfg(not(target_arch = "wasm32"))]
pub mod field;
#[cfg(not(target_arch = "wasm32"))]
pub mod follow;
pub mod frame;
#[cfg(not(target_arch = "wasm32"))]
pub mod jury;
mod log;
#[cfg(not(target_arch = "wasm32"))]
pub mod office;
#[cfg(test)]
mod once;
#[cfg(not(target_arch = "wasm32"))]
pub mod pages;
mod problem;
mod reason;
mod refusal;
mod report;
#[cfg(not(target_arch = "wasm32"))]
pub mod results_sheet;
mod ruleset;
pub mod score;
pub mod sheet;
#[cfg(not(target_arch = "wasm32"))]
pub mod site;
#[cfg(not(target_arch = "wasm32"))]
pub mod start;
pub mod text;
#[cfg(not(target_arch = "wasm32"))]
pub mod tournament;
#[cfg(not(target_arch = "wasm32"))]
pub mod trust;
#[cfg(test)]
mod variants;

use crate::engine::{
    BudgetView, Command, EndDue, JuryCall, Nation, PhaseView, Side, StopReason, View,
};
use crate::session::HallStatus;
use crate::shipping::TakeRefused;

use crate::format;
use text::{Lang, T};

pub use fate::{card, effect, fate_deck_problem, fate_warning};
pub use log::{logged, offensive};
pub use problem::{read_error, result_error, tcc_unknown};
pub use reason::reason;
pub use refusal::{action, rejected};
pub use report::time_of;
pub use ruleset::ruleset_error;

/// The banner: what is going on, in one line.
pub fn banner(lang: Lang, v: &View) -> String {
    going_on(lang, v, true)
}

/// What is going on, for a polite live region: the banner without the
/// retreat timer's seconds, so it changes with the stage, not every second.
pub fn stage_news(lang: Lang, v: &View) -> String {
    going_on(lang, v, false)
}

/// The banner's line, with the retreat timer's seconds or without.
fn going_on(lang: Lang, v: &View, timer: bool) -> String {
    let n = |nation: Nation| text::nation(lang, nation);
    if v.phase == PhaseView::GameOver {
        return format!("{} — {}", T::GameOver.get(lang), T::CallJury.get(lang));
    }
    if let Some(side) = v.out_of_time {
        return format!("{}: {}", text::side(lang, side), T::OutOfTime.get(lang));
    }
    // The jury was called for a drop-out or a failed offensive: say why.
    match (v.stopped, v.call_jury) {
        (Some(StopReason::Jury), Some(JuryCall::NationOut { nation })) => {
            return format!("{}: {}", n(nation), T::OutOfGame.get(lang));
        }
        (Some(StopReason::Jury), Some(JuryCall::OffensiveFailed)) => {
            return T::OoFail.get(lang).to_owned();
        }
        _ => {}
    }
    if let Some(reason) = v.stopped {
        return format!(
            "{} — {}",
            text::stop(lang, reason),
            T::ClockStopped.get(lang)
        );
    }
    if let Some(r) = v.retreat {
        let time = r
            .timer_left
            .filter(|_| timer)
            .map(|ms| format!(" — {} s", format::seconds(ms)))
            .unwrap_or_default();
        return format!("{}{time}", retreat_chooser(lang, r.length, r.chooser));
    }
    if let Some(c) = v.conquest {
        return format!("{}: {}", text::side(lang, c.side), T::Conquest.get(lang));
    }
    match v.active_nation {
        Some(nation) if v.dealing => format!("{} — {}", n(nation), T::Dealing.get(lang)),
        Some(nation) if v.shuffling => format!("{} — {}", n(nation), T::Shuffling.get(lang)),
        Some(nation) if v.stage_over => format!("{} — {}", n(nation), T::StageOver.get(lang)),
        Some(nation) => format!("{} — {}", n(nation), T::ActionStage.get(lang)),
        None if v.shuffling => T::Shuffling.get(lang).to_owned(),
        None if v.end_due == Some(EndDue::LastTurnPlayed) => {
            format!("{} — {}", T::LastTurnPlayed.get(lang), T::EndGame.get(lang))
        }
        None if v.prussia_wins => T::PrussiaWins.get(lang).to_owned(),
        None if v.fate_due => format!(
            "{} — {}",
            T::BetweenTurns.get(lang),
            T::RevealFate.get(lang)
        ),
        None => T::BetweenTurns.get(lang).to_owned(),
    }
}

/// The table as text, for a page that draws it on a canvas: both clocks as
/// the screen shows them (the stage's stopwatch or the retreat timer in whole
/// seconds), then the banner. A screen reader and the browser's find read it.
pub fn readout(lang: Lang, v: &View) -> String {
    let mut text = format!(
        "{} {} · {} {}",
        text::side(lang, Side::Frederick),
        format::clock(v.frederick.remaining),
        text::side(lang, Side::Attackers),
        format::clock(v.attackers.remaining),
    );
    if let Some(budget) = v.stage_budget {
        let secs = format::seconds(budget.left);
        text.push_str(&format!(" · {} {secs} s", T::StageTime.get(lang)));
    }
    format!("{text} · {}", banner(lang, v))
}

/// What the primary button says it will do.
pub fn primary(lang: Lang, v: &View, command: Option<&Command>) -> String {
    let n = |nation: Nation| text::nation(lang, nation);
    let clock_of = |side: Side| match (lang, side) {
        (Lang::En, Side::Frederick) => "Frederick's clock".to_owned(),
        (Lang::En, Side::Attackers) => "Attackers' clock".to_owned(),
        (Lang::De, s) => format!("{}-{}", text::side(lang, s), T::ClockOf.get(lang)),
        (Lang::Es, s) => format!("{} {}", T::ClockOf.get(lang), text::side(lang, s)),
    };
    let Some(command) = command else {
        return T::GameOver.get(lang).to_owned();
    };
    let active = v.active_nation;
    match command {
        // A side on the stopwatch has no chess clock to start: Prussia's
        // stopwatch starts, and the attackers' first stage waits for the deal.
        Command::StartTurn if v.clock(Side::Frederick).on_stopwatch => {
            format!("{} » {}", T::Stopwatch.get(lang), n(Nation::Prussia))
        }
        Command::StartTurn => format!("{} » {}", clock_of(Side::Frederick), n(Nation::Prussia)),
        Command::HandOff => match (active, v.next_stage) {
            (_, Some(to)) if v.hand_off_deals => format!("{} » {}", T::DealCards.get(lang), n(to)),
            (Some(from), Some(to)) if from.side() != to.side() => {
                format!("{} » {}", clock_of(to.side()), n(to))
            }
            (_, Some(to)) => format!("{} »", n(to)),
            (_, None) => T::EndTurn.get(lang).to_owned(),
        },
        Command::Resume => {
            let nation = active.map(n).unwrap_or_default();
            if v.out_of_time.is_some() {
                match (active, v.stage_budget) {
                    (Some(a), Some(b)) if Some(a.side()) == v.out_of_time => format!(
                        "{}: {} {} s",
                        T::StartStopwatch.get(lang),
                        nation,
                        format::seconds(b.base + b.carried)
                    ),
                    _ => format!("{} » {nation}", T::Resume.get(lang)),
                }
            } else if active.is_none() {
                T::Resume.get(lang).to_owned()
            } else if v.stopped.is_some() {
                format!("{} » {nation}", T::Resume.get(lang))
            } else if v.retreat.is_some() {
                format!("{} » {nation}", T::RetreatDone.get(lang))
            } else {
                format!("{} » {nation}", T::ConquestDone.get(lang))
            }
        }
        Command::Dealt => match (active, v.stage_budget) {
            (Some(nation), Some(b)) => format!(
                "{} » {} {} s",
                T::CardsDealt.get(lang),
                n(nation),
                format::seconds(b.left)
            ),
            _ => T::CardsDealt.get(lang).to_owned(),
        },
        Command::ShuffleDone => match active {
            Some(nation) => format!("{} » {}", T::ShuffleDone.get(lang), n(nation)),
            None => T::ShuffleDone.get(lang).to_owned(),
        },
        Command::EndGame => T::EndGame.get(lang).to_owned(),
        // No other command is ever the primary one.
        other => format!("{other:?}"),
    }
}

/// A clock panel's name for screen readers: "Frederick clock", "Friedrich-Uhr".
pub fn clock_name(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("{} clock", text::side(lang, side)),
        Lang::De => format!("{}-{}", text::side(lang, side), T::ClockOf.get(lang)),
        Lang::Es => format!("{} {}", T::ClockOf.get(lang), text::side(lang, side)),
    }
}

/// A stage budget in words: "Sweden 20 s + 14 s carried".
pub fn budget(lang: Lang, nation: Nation, b: &BudgetView) -> String {
    let own = format!(
        "{} {} s",
        text::nation(lang, nation),
        format::seconds(b.base)
    );
    if b.carried == 0 {
        return own;
    }
    format!(
        "{own} + {} s {}",
        format::seconds(b.carried),
        T::Carried.get(lang)
    )
}

/// Why this table's game could not be continued from the hall, in words.
pub fn take_refused(lang: Lang, e: &TakeRefused) -> String {
    let why = match e {
        TakeRefused::NoTable => T::EnterTableFirst.get(lang).to_owned(),
        TakeRefused::Unreachable { url, detail } => {
            format!("{} {url} ({detail})", T::NoAnswerFrom.get(lang))
        }
        TakeRefused::Refused(r) => {
            format!("{}: {}", T::HallSaysNo.get(lang), answer::said(lang, r))
        }
        TakeRefused::BadAnswer(why) => format!("{} ({why})", T::HallAnswerUnreadable.get(lang)),
        TakeRefused::NoGame(table) => format!("{} {table}", T::NoUnfinishedGame.get(lang)),
        TakeRefused::Differs(path) => {
            format!("{} ({})", T::CopyDiffers.get(lang), path.display())
        }
        TakeRefused::Storage(why) => why.clone(),
    };
    format!("{}: {why}", T::CannotContinue.get(lang))
}

/// "Retreat −3: Frederick to choose": a retreat's length and who chooses it
/// (one phrase for either side: "Frederick" is one, "Attackers" many).
pub fn retreat_chooser(lang: Lang, length: u8, chooser: Side) -> String {
    T::RetreatChooser
        .get(lang)
        .replace("{length}", &length.to_string())
        .replace("{side}", text::side(lang, chooser))
}

/// The table's question once the hall at `old` has been silent a minute.
pub fn new_hall_question(lang: Lang, old: &str) -> String {
    T::NewHallQuestion.get(lang).replace("{address}", old)
}

/// How the link to the tournament hall stands, in words, and whether that is
/// a warning; `None` while it is still connecting.
pub fn hall(lang: Lang, status: &HallStatus) -> Option<(String, bool)> {
    match status {
        HallStatus::Connecting => None,
        HallStatus::Online => Some((T::HallOnline.get(lang).to_owned(), false)),
        HallStatus::Offline => Some((T::HallOffline.get(lang).to_owned(), true)),
        HallStatus::Moved => Some((T::HallMoved.get(lang).to_owned(), true)),
        HallStatus::Refused(r) => {
            let why = answer::said(lang, r);
            Some((format!("{}: {why}", T::HallRefused.get(lang)), true))
        }
        HallStatus::Odd(why) => Some((format!("{}: {why}", T::HallRefused.get(lang)), true)),
    }
}
