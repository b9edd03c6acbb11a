//! Why the clock refused a command, in the interface's language (the engine
//! gives the refusal as values only).

use crate::engine::{Action, Rejected, StopwatchTimer};

use super::reason::reason;
use super::text::{self, Lang, T, pick};
use crate::format;

/// The refused command's name.
pub fn action(lang: Lang, a: Action) -> &'static str {
    pick(
        lang,
        match a {
            Action::StartTurn => ["Start turn", "Zug beginnen", "Empezar turno"],
            Action::HandOff => ["Hand-off", "Übergabe", "Traspaso"],
            Action::Stop => ["Stop", "Anhalten", "Parar"],
            Action::Combat => ["Combat", "Kampf", "Combate"],
            Action::Resume => ["Resume", "Weiter", "Reanudar"],
            Action::Retreat => ["Retreat", "Rückzug", "Retirada"],
            Action::PassRetreat => [
                "Pass the retreat choice",
                "Rückzugswahl abgeben",
                "Pasar la elección de retirada",
            ],
            Action::Conquest => [
                "Retroactive conquest",
                "Nachträgliche Eroberung",
                "Conquista retroactiva",
            ],
            Action::Shuffle => [
                "Shuffle on the clock",
                "Mischen auf Zeit",
                "Barajar con reloj",
            ],
            Action::ShuffleDone => ["Shuffle done", "Mischen fertig", "Barajado terminado"],
            Action::Dealt => ["Cards dealt", "Karten ausgeteilt", "Cartas repartidas"],
            Action::Fate => ["Card of Fate", "Schicksalskarte", "Carta del Destino"],
            Action::NationOut => [
                "Nation out",
                "Ausscheiden einer Nation",
                "Salida de una nación",
            ],
            Action::LateFate => [
                "Late Card of Fate",
                "Nachträgliche Schicksalskarte",
                "Carta del Destino tardía",
            ],
            Action::Objectives => ["Objectives counted", "Gezählte Ziele", "Objetivos contados"],
            Action::CorrectStopwatch => [
                "Stopwatch correction",
                "Stoppuhr-Korrektur",
                "Corrección del cronómetro",
            ],
            Action::EnterStopwatch => [
                "On the stopwatch",
                "Auf die Stoppuhr",
                "Pasar al cronómetro",
            ],
            Action::LeaveStopwatch => [
                "Leave the stopwatch",
                "Zurück auf die Schachuhr",
                "Volver al reloj de ajedrez",
            ],
            Action::ImperialControl => [
                "Imperial Army control",
                "Kontrolle der Reichsarmee",
                "Control del Ejército Imperial",
            ],
            Action::Offensive => ["Offensive option", "Offensivoption", "Opción ofensiva"],
            Action::JuryStart => ["Jury stopwatch", "Jury-Stoppuhr", "Cronómetro del jurado"],
        },
    )
}

/// A stopwatch's name.
fn timer(lang: Lang, t: StopwatchTimer) -> &'static str {
    match t {
        StopwatchTimer::Stage => T::StageTime.get(lang),
        StopwatchTimer::Carried => T::CarriedTime.get(lang),
        StopwatchTimer::Retreat => T::RetreatTimer.get(lang),
    }
}

/// The whole refusal, as the notice shows it.
pub fn rejected(lang: Lang, e: &Rejected) -> String {
    match (lang, e) {
        (Lang::En, Rejected::GameOver) => "the game is over: only Undo reopens it".into(),
        (Lang::De, Rejected::GameOver) => {
            "die Partie ist beendet: nur Rückgängig öffnet sie wieder".into()
        }
        (Lang::Es, Rejected::GameOver) => "la partida ha terminado: solo Deshacer la reabre".into(),
        (_, Rejected::NotNow { what, why }) => {
            let (what, why) = (action(lang, *what), reason(lang, *why));
            match lang {
                Lang::En => format!("{what} is not possible now: {why}"),
                Lang::De => format!("{what} ist jetzt nicht möglich: {why}"),
                Lang::Es => format!("{what}: no es posible ahora; {why}"),
            }
        }
        (Lang::En, Rejected::RetreatLength(n)) => {
            format!("a retreat length must be 1 to 30, not {n}")
        }
        (Lang::De, Rejected::RetreatLength(n)) => {
            format!("eine Rückzugslänge muss 1 bis 30 sein, nicht {n}")
        }
        (Lang::Es, Rejected::RetreatLength(n)) => {
            format!("la longitud de una retirada debe ser de 1 a 30, no {n}")
        }
        (
            _,
            Rejected::NegativeTime {
                side,
                remaining_ms,
                removed_ms,
            },
        ) => {
            let (who, left, off) = (
                text::side(lang, *side),
                format::clock(*remaining_ms),
                format::clock(*removed_ms),
            );
            match lang {
                Lang::En => format!(
                    "{who}: the clock has {left} left; removing {off} would make it negative"
                ),
                Lang::De => {
                    format!("{who}: die Uhr hat noch {left}; {off} abzuziehen machte sie negativ")
                }
                Lang::Es => {
                    format!("{who}: al reloj le quedan {left}; quitar {off} lo dejaría en negativo")
                }
            }
        }
        (
            _,
            Rejected::NegativeStopwatch {
                timer: t,
                remaining_ms,
                removed_ms,
            },
        ) => {
            let (what, left, off) = (
                timer(lang, *t),
                format::seconds(*remaining_ms),
                format::seconds(*removed_ms),
            );
            match lang {
                Lang::En => {
                    format!("{what}: {left} s left; removing {off} s would make it negative")
                }
                Lang::De => format!("{what}: noch {left} s; {off} s abzuziehen machte sie negativ"),
                Lang::Es => {
                    format!("{what}: quedan {left} s; quitar {off} s lo dejaría en negativo")
                }
            }
        }
        (_, Rejected::ClockCorrectionTooLarge { side, full_ms }) => {
            let (who, full) = (text::side(lang, *side), format::clock(*full_ms));
            match lang {
                Lang::En => format!(
                    "{who}: a correction is at most the full clock, {full}; a larger one is a typing slip"
                ),
                Lang::De => format!(
                    "{who}: eine Korrektur ist höchstens die volle Uhr, {full}; eine größere ist ein Tippfehler"
                ),
                Lang::Es => format!(
                    "{who}: una corrección es como mucho el reloj completo, {full}; una mayor es un error de tecleo"
                ),
            }
        }
        (_, Rejected::StopwatchCorrectionTooLarge { timer: t, full_ms }) => {
            let (what, full) = (timer(lang, *t), format::seconds(*full_ms));
            match lang {
                Lang::En => format!(
                    "{what}: a correction is at most {full} s, the full time; a larger one is a typing slip"
                ),
                Lang::De => format!(
                    "{what}: eine Korrektur ist höchstens {full} s, die volle Zeit; eine größere ist ein Tippfehler"
                ),
                Lang::Es => format!(
                    "{what}: una corrección es como mucho {full} s, el tiempo completo; una mayor es un error de tecleo"
                ),
            }
        }
        (Lang::En, Rejected::ZeroCorrection) => "a correction must add or remove some time".into(),
        (Lang::De, Rejected::ZeroCorrection) => {
            "eine Korrektur muss Zeit hinzufügen oder abziehen".into()
        }
        (Lang::Es, Rejected::ZeroCorrection) => "una corrección debe añadir o quitar tiempo".into(),
        (Lang::En, Rejected::MissingReason) => {
            "a jury action needs a reason for the game log".into()
        }
        (Lang::De, Rejected::MissingReason) => {
            "eine Jury-Aktion braucht einen Grund für das Spielprotokoll".into()
        }
        (Lang::Es, Rejected::MissingReason) => {
            "una acción del jurado necesita un motivo para el registro".into()
        }
        (_, Rejected::CannotDropOut(nation)) => {
            let n = text::nation(lang, *nation);
            match (lang, nation.can_drop_out()) {
                (Lang::En, false) => format!("{n} cannot drop out"),
                (Lang::De, false) => format!("{n} kann nicht ausscheiden"),
                (Lang::Es, false) => format!("{n} no puede retirarse"),
                (Lang::En, true) => format!("{n} is already out of the game"),
                (Lang::De, true) => format!("{n} ist schon ausgeschieden"),
                (Lang::Es, true) => format!("{n} ya está fuera de la partida"),
            }
        }
        (_, Rejected::FateAlreadyDrawn(card)) => {
            let card = super::fate::card(lang, *card);
            match lang {
                Lang::En => format!("{card} has already been drawn"),
                Lang::De => format!("{card} wurde schon gezogen"),
                Lang::Es => format!("{card} ya ha salido"),
            }
        }
        (_, Rejected::TimeWentBackwards { now, last }) => match lang {
            Lang::En => format!("time went backwards: {now} ms is before {last} ms"),
            Lang::De => format!("die Zeit lief rückwärts: {now} ms liegt vor {last} ms"),
            Lang::Es => format!("el tiempo retrocedió: {now} ms es anterior a {last} ms"),
        },
        (Lang::En, Rejected::NothingToUndo) => "there is nothing left to undo".into(),
        (Lang::De, Rejected::NothingToUndo) => "es gibt nichts mehr rückgängig zu machen".into(),
        (Lang::Es, Rejected::NothingToUndo) => "no queda nada por deshacer".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FateCard, Nation, Reason, Side};

    #[test]
    fn a_refusal_names_command_and_reason_in_the_language() {
        let e = Rejected::NotNow {
            what: Action::Stop,
            why: Reason::NoStage,
        };
        assert_eq!(
            rejected(Lang::En, &e),
            "Stop is not possible now: no action stage is being played"
        );
        assert_eq!(
            rejected(Lang::De, &e),
            "Anhalten ist jetzt nicht möglich: es läuft keine Aktionsphase"
        );
        assert_eq!(
            rejected(Lang::Es, &e),
            "Parar: no es posible ahora; no se está jugando ninguna fase de acción"
        );
        let e = Rejected::NotNow {
            what: Action::JuryStart,
            why: Reason::NoSideChosen,
        };
        assert_eq!(
            rejected(Lang::En, &e),
            "Jury stopwatch is not possible now: choose at least one side on the stopwatch"
        );
        let e = Rejected::FateAlreadyDrawn(FateCard::Elisabeth);
        assert_eq!(rejected(Lang::En, &e), "Elisabeth has already been drawn");
        let e = Rejected::CannotDropOut(Nation::Austria);
        assert_eq!(rejected(Lang::De, &e), "Österreich kann nicht ausscheiden");
        let e = Rejected::CannotDropOut(Nation::Russia);
        assert_eq!(rejected(Lang::En, &e), "Russia is already out of the game");
        for (lang, said) in [
            (Lang::En, "the game is over: only Undo reopens it"),
            (
                Lang::De,
                "die Partie ist beendet: nur Rückgängig öffnet sie wieder",
            ),
            (Lang::Es, "la partida ha terminado: solo Deshacer la reabre"),
        ] {
            assert_eq!(rejected(lang, &Rejected::GameOver), said);
        }
        let e = Rejected::NegativeTime {
            side: Side::Attackers,
            remaining_ms: 5_000,
            removed_ms: 60_000,
        };
        assert_eq!(
            rejected(Lang::Es, &e),
            "Atacantes: al reloj le quedan 0:05.0; quitar 0:01:00 lo dejaría en negativo"
        );
    }
}
