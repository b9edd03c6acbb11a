//! The game log in the interface's language (the engine logs values only).

use crate::engine::{Command, Logged, Offensive, StopwatchTimer};

use super::fate;
use super::text::{self, Lang, T, pick};

/// An offensive-option step: "Offensive option launched".
pub fn offensive(lang: Lang, step: Offensive) -> &'static str {
    pick(
        lang,
        match step {
            Offensive::Launched => [
                "Offensive option launched",
                "Offensivoption gestartet",
                "Opción ofensiva lanzada",
            ],
            Offensive::CalledOff => [
                "Offensive option called off",
                "Offensivoption abgebrochen",
                "Opción ofensiva cancelada",
            ],
            Offensive::Won => [
                "Offensive option won",
                "Offensivoption gewonnen",
                "Opción ofensiva ganada",
            ],
        },
    )
}

/// A stopwatch a jury correction changes, as the log names it.
fn timer(lang: Lang, t: StopwatchTimer) -> &'static str {
    match (lang, t) {
        (Lang::En, StopwatchTimer::Stage) => "stage stopwatch",
        (Lang::En, StopwatchTimer::Carried) => "carried time",
        (Lang::En, StopwatchTimer::Retreat) => "retreat timer",
        (_, StopwatchTimer::Stage) => T::StageTime.get(lang),
        (_, StopwatchTimer::Carried) => T::CarriedTime.get(lang),
        (_, StopwatchTimer::Retreat) => T::RetreatTimer.get(lang),
    }
}

/// One log line's "what happened".
pub fn logged(lang: Lang, what: &Logged) -> String {
    let side = |s| text::side(lang, s);
    let nation = |n| text::nation(lang, n);
    match what {
        Logged::Flag(s) => match lang {
            Lang::En => format!("{}: out of time", side(*s)),
            Lang::De => format!("{}: keine Zeit mehr", side(*s)),
            Lang::Es => format!("{}: sin tiempo", side(*s)),
        },
        Logged::StageExpired(n) => {
            let up = pick(
                lang,
                [
                    "stage time is up",
                    "Phasenzeit ist um",
                    "se acabó el tiempo de fase",
                ],
            );
            format!("{}: {up}", nation(*n))
        }
        Logged::RetreatPassed(s) => {
            let passes = pick(
                lang,
                [
                    "Retreat choice passes to",
                    "Rückzugswahl geht an",
                    "La elección de retirada pasa a",
                ],
            );
            format!("{passes} {}", side(*s))
        }
        Logged::Command(c) => command(lang, c),
    }
}

/// An accepted command as the log writes it.
fn command(lang: Lang, command: &Command) -> String {
    let side = |s| text::side(lang, s);
    let nation = |n| text::nation(lang, n);
    let jury = T::Jury.get(lang);
    // A late entry; Spanish agrees with what was late ("anotada", "anotado").
    let late = |what: String, after_turn: u32, reason: &str, anotado: &str| match lang {
        Lang::En => format!("{jury}: {what} after turn {after_turn}, entered late ({reason})"),
        Lang::De => format!("{jury}: {what} nach Zug {after_turn}, nachgetragen ({reason})"),
        Lang::Es => {
            format!("{jury}: {what} tras el turno {after_turn}, {anotado} tarde ({reason})")
        }
    };
    let card_of_fate = pick(
        lang,
        ["Card of Fate", "Schicksalskarte", "Carta del Destino"],
    );
    match command {
        Command::StartTurn => {
            pick(lang, ["Turn started", "Zug begonnen", "Turno empezado"]).to_owned()
        }
        Command::HandOff => pick(lang, ["Hand-off", "Übergabe", "Traspaso"]).to_owned(),
        Command::Stop { reason } => format!(
            "{}: {}",
            pick(lang, ["Stopped", "Angehalten", "Parado"]),
            text::stop(lang, *reason)
        ),
        Command::Resume => pick(lang, ["Resumed", "Fortgesetzt", "Reanudado"]).to_owned(),
        // "chosen by": one form for Frederick and for the attackers.
        Command::Retreat { winner, length } => match lang {
            Lang::En => format!("Retreat −{length}, chosen by {}", side(*winner)),
            Lang::De => format!("Rückzug −{length}, gewählt von {}", side(*winner)),
            Lang::Es => format!("Retirada −{length}, elegida por {}", side(*winner)),
        },
        Command::Conquest { side: s } => format!(
            "{}: {}",
            pick(
                lang,
                [
                    "Retroactive conquest",
                    "Nachträgliche Eroberung",
                    "Conquista retroactiva"
                ]
            ),
            side(*s)
        ),
        Command::Shuffle => T::ShuffleOnClock.get(lang).to_owned(),
        Command::ShuffleDone => T::ShuffleDone.get(lang).to_owned(),
        Command::Dealt => pick(
            lang,
            [
                "Cards dealt: stage started",
                "Karten ausgeteilt: Phase begonnen",
                "Cartas repartidas: fase empezada",
            ],
        )
        .to_owned(),
        Command::PassRetreat => pick(
            lang,
            [
                "Retreat choice passed to the other side",
                "Rückzugswahl an die andere Seite abgegeben",
                "Elección de retirada pasada al otro bando",
            ],
        )
        .to_owned(),
        Command::CorrectStopwatch {
            timer: t,
            delta_ms,
            reason,
        } => format!(
            "{jury}: {} {} s ({reason})",
            timer(lang, *t),
            crate::format::correction(*delta_ms)
        ),
        Command::Fate { card } => format!("{card_of_fate}: {}", fate::card(lang, *card)),
        Command::NationOut { nation: n } => match lang {
            Lang::En => format!("{} is out of the game", nation(*n)),
            _ => format!("{}: {}", nation(*n), T::OutOfGame.get(lang)),
        },
        Command::LateFate {
            card,
            after_turn,
            reason,
        } => {
            let what = format!("{card_of_fate} {}", fate::card(lang, *card));
            late(what, *after_turn, reason, "anotada")
        }
        Command::LateNationOut {
            nation: n,
            after_turn,
            reason,
        } => {
            let what = match lang {
                Lang::En => format!("{} out of the game", nation(*n)),
                _ => format!("{}: {}", nation(*n), T::OutOfGame.get(lang)),
            };
            late(what, *after_turn, reason, "anotado")
        }
        Command::Objectives {
            nation: n,
            held,
            total,
        } => match lang {
            Lang::En => format!("{jury}: {} held {held} of {total} objectives", nation(*n)),
            Lang::De => format!("{jury}: {}: {held} von {total} Zielen gehalten", nation(*n)),
            Lang::Es => format!(
                "{jury}: {}: {held} de {total} objetivos controlados",
                nation(*n)
            ),
        },
        Command::Correct {
            side: s,
            delta_ms,
            reason,
        } => format!(
            "{jury}: {} {} s ({reason})",
            side(*s),
            crate::format::correction(*delta_ms)
        ),
        Command::LeaveStopwatch { side: s, reason } => match lang {
            Lang::En => format!("{jury}: {} back on the chess clock ({reason})", side(*s)),
            _ => format!(
                "{jury}: {} — {} ({reason})",
                side(*s),
                T::LeaveStopwatch.get(lang)
            ),
        },
        Command::ImperialControl { role, reason } => match lang {
            Lang::En => format!(
                "{jury}: Imperial Army controlled by {} ({reason})",
                role.map_or("the rule", |r| text::role(lang, r))
            ),
            _ => format!(
                "{jury}: {}: {} ({reason})",
                T::ImperialArmy.get(lang),
                role.map_or(T::ByRule.get(lang), |r| text::role(lang, r))
            ),
        },
        Command::Offensive { step } => offensive(lang, *step).to_owned(),
        Command::EnterStopwatch { side: s } => match lang {
            Lang::En => format!(
                "{jury}: {} on the stopwatch (out of time on the table's clock)",
                side(*s)
            ),
            _ => format!("{jury}: {} — {}", side(*s), T::RanOut.get(lang)),
        },
        Command::JuryStart {
            turn,
            stopwatch,
            next,
            ..
        } => {
            let sides: Vec<&str> = stopwatch.iter().map(|s| side(*s)).collect();
            let sides = sides.join(pick(lang, [" and ", " und ", " y "]));
            match lang {
                Lang::En => format!(
                    "Jury stopwatch: turn {turn}, {sides} on the stopwatch, next {}",
                    nation(*next)
                ),
                _ => format!(
                    "{}: {} {turn}, {}: {sides}, {}: {}",
                    T::JuryStopwatch.get(lang),
                    T::Turn.get(lang),
                    T::SidesOnStopwatch.get(lang),
                    T::NextStage.get(lang),
                    nation(*next)
                ),
            }
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
            "Jury: Angreifer −10.000 s (Uhr falsch)"
        );
        let flag = Logged::Flag(Side::Frederick);
        assert_eq!(logged(Lang::Es, &flag), "Federico: sin tiempo");
        // "Attackers" is a plural: no "is" after it in any language.
        let flag = Logged::Flag(Side::Attackers);
        assert_eq!(logged(Lang::En, &flag), "Attackers: out of time");
        let retreat = Logged::Command(Command::Retreat {
            winner: Side::Frederick,
            length: 3,
        });
        assert_eq!(
            logged(Lang::En, &retreat),
            "Retreat −3, chosen by Frederick"
        );
        assert_eq!(
            logged(Lang::De, &retreat),
            "Rückzug −3, gewählt von Friedrich"
        );
    }
}
