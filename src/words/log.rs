//! The game log in the interface's language. English is the engine's own
//! text (as the command line's replay writes it); German and Spanish are here.

use crate::engine::{Command, Logged, Offensive, StopwatchTimer, signed_seconds};

use super::fate;
use super::text::{self, Lang, T};

/// An offensive-option step: "Offensive option launched".
pub fn offensive(lang: Lang, step: Offensive) -> &'static str {
    match (lang, step) {
        (Lang::En, s) => s.name(),
        (Lang::De, Offensive::Launched) => "Offensivoption gestartet",
        (Lang::De, Offensive::CalledOff) => "Offensivoption abgebrochen",
        (Lang::De, Offensive::Won) => "Offensivoption gewonnen",
        (Lang::Es, Offensive::Launched) => "Opción ofensiva lanzada",
        (Lang::Es, Offensive::CalledOff) => "Opción ofensiva cancelada",
        (Lang::Es, Offensive::Won) => "Opción ofensiva ganada",
    }
}

/// German, or else Spanish (English comes from the engine).
fn de_es(lang: Lang, de: &'static str, es: &'static str) -> &'static str {
    if lang == Lang::De { de } else { es }
}

/// One log line's "what happened".
pub fn logged(lang: Lang, what: &Logged) -> String {
    if lang == Lang::En {
        return what.to_string();
    }
    let side = |s| text::side(lang, s);
    let jury = T::Jury.get(lang);
    let command = match what {
        Logged::Flag(s) => {
            return format!(
                "{}: {}",
                side(*s),
                de_es(lang, "keine Zeit mehr", "sin tiempo")
            );
        }
        Logged::StageExpired(n) => {
            let up = de_es(lang, "Phasenzeit ist um", "se acabó el tiempo de fase");
            return format!("{}: {up}", text::nation(lang, *n));
        }
        Logged::RetreatPassed(s) => {
            let passes = de_es(
                lang,
                "Rückzugswahl geht an",
                "La elección de retirada pasa a",
            );
            return format!("{passes} {}", side(*s));
        }
        Logged::Command(c) => c,
    };
    match command {
        Command::StartTurn => de_es(lang, "Zug begonnen", "Turno empezado").to_owned(),
        Command::HandOff => de_es(lang, "Übergabe", "Traspaso").to_owned(),
        Command::Stop { reason } => format!(
            "{}: {}",
            de_es(lang, "Angehalten", "Parado"),
            text::stop(lang, *reason)
        ),
        Command::Resume => de_es(lang, "Fortgesetzt", "Reanudado").to_owned(),
        Command::Retreat { winner, length } => format!(
            "{} −{length}, {} {}",
            T::Retreat.get(lang),
            side(*winner),
            T::Choose.get(lang)
        ),
        Command::Conquest { side: s } => format!(
            "{}: {}",
            de_es(lang, "Nachträgliche Eroberung", "Conquista retroactiva"),
            side(*s)
        ),
        Command::Shuffle => T::ShuffleOnClock.get(lang).to_owned(),
        Command::ShuffleDone => T::ShuffleDone.get(lang).to_owned(),
        Command::Dealt => de_es(
            lang,
            "Karten ausgeteilt: Phase begonnen",
            "Cartas repartidas: fase empezada",
        )
        .to_owned(),
        Command::PassRetreat => de_es(
            lang,
            "Rückzugswahl an die andere Seite abgegeben",
            "Elección de retirada pasada al otro bando",
        )
        .to_owned(),
        Command::CorrectStopwatch {
            timer,
            delta_ms,
            reason,
        } => {
            let timer = match timer {
                StopwatchTimer::Stage => T::StageTime,
                StopwatchTimer::Carried => T::CarriedTime,
                StopwatchTimer::Retreat => T::RetreatTimer,
            };
            let delta = signed_seconds(*delta_ms);
            format!("{jury}: {} {delta} s ({reason})", timer.get(lang))
        }
        Command::Fate { card } => format!(
            "{}: {}",
            de_es(lang, "Schicksalskarte", "Carta del Destino"),
            fate::card(lang, *card)
        ),
        Command::NationOut { nation } => format!(
            "{}: {}",
            text::nation(lang, *nation),
            T::OutOfGame.get(lang)
        ),
        Command::LateFate {
            card,
            after_turn,
            reason,
        } => format!(
            "{jury}: {} {} {} {after_turn}, {} ({reason})",
            de_es(lang, "Schicksalskarte", "Carta del Destino"),
            fate::card(lang, *card),
            de_es(lang, "nach Zug", "tras el turno"),
            de_es(lang, "nachgetragen", "anotada tarde")
        ),
        Command::LateNationOut {
            nation,
            after_turn,
            reason,
        } => format!(
            "{jury}: {}: {} {} {after_turn}, {} ({reason})",
            text::nation(lang, *nation),
            T::OutOfGame.get(lang),
            de_es(lang, "nach Zug", "tras el turno"),
            de_es(lang, "nachgetragen", "anotado tarde")
        ),
        Command::Objectives {
            nation,
            held,
            total,
        } => format!(
            "{jury}: {}: {held} {} {total} {}",
            text::nation(lang, *nation),
            de_es(lang, "von", "de"),
            de_es(lang, "Zielen gehalten", "objetivos controlados")
        ),
        Command::Correct {
            side: s,
            delta_ms,
            reason,
        } => format!(
            "{jury}: {} {} s ({reason})",
            side(*s),
            signed_seconds(*delta_ms)
        ),
        Command::LeaveStopwatch { side: s, reason } => {
            format!(
                "{jury}: {} — {} ({reason})",
                side(*s),
                T::LeaveStopwatch.get(lang)
            )
        }
        Command::ImperialControl { role, reason } => format!(
            "{jury}: {}: {} ({reason})",
            T::ImperialArmy.get(lang),
            role.map_or(T::ByRule.get(lang), |r| text::role(lang, r))
        ),
        Command::Offensive { step } => offensive(lang, *step).to_owned(),
        Command::EnterStopwatch { side: s } => {
            format!("{jury}: {} — {}", side(*s), T::RanOut.get(lang))
        }
        Command::JuryStart {
            turn,
            stopwatch,
            next,
            ..
        } => {
            let sides: Vec<&str> = stopwatch.iter().map(|s| side(*s)).collect();
            format!(
                "{}: {} {turn}, {}: {}, {}: {}",
                T::JuryStopwatch.get(lang),
                T::Turn.get(lang),
                T::SidesOnStopwatch.get(lang),
                sides.join(de_es(lang, " und ", " y ")),
                T::NextStage.get(lang),
                text::nation(lang, *next)
            )
        }
        Command::Undo => T::Undo.get(lang).to_owned(),
        Command::EndGame => T::GameOver.get(lang).to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Side, StopReason};

    #[test]
    fn log_lines_read_in_the_language() {
        let stop = Logged::Command(Command::Stop {
            reason: StopReason::Combat,
        });
        assert_eq!(logged(Lang::En, &stop), "Stopped: Combat");
        assert_eq!(logged(Lang::De, &stop), "Angehalten: Kampf");
        assert_eq!(logged(Lang::Es, &stop), "Parado: Combate");
        let correct = Logged::Command(Command::Correct {
            side: Side::Attackers,
            delta_ms: -10_000,
            reason: "Uhr falsch".to_owned(),
        });
        assert_eq!(
            logged(Lang::De, &correct),
            "Jury: Angreifer -10.000 s (Uhr falsch)"
        );
        let flag = Logged::Flag(Side::Frederick);
        assert_eq!(logged(Lang::Es, &flag), "Federico: sin tiempo");
    }
}
